import { type ApiSchema, apiClient, type Language } from '@aurinko/shared-ui';

/** As specified: `_id` and `headline1` (the text in the request's language, English as fallback). */
export type Headline = ApiSchema<'Headline'>;

export type HeadlineTexts = Partial<Record<Language, string>>;

/** Per language other than English: missing, filled, or stale (saved when English said something else). */
export type HeadlineTranslationStatus = ApiSchema<'HeadlineTranslations'>['translationStatus'];

export interface HeadlineInput {
  /** Text in the current UI language (the client sends it as `lang`). */
  headline1: string;
  /** Texts of the other languages; an empty string removes that language. */
  translations: HeadlineTexts;
}

export const listHeadlines = () => apiClient.GET('/api/headline/all');

export const headlineTranslations = (id: string) =>
  apiClient.GET('/api/headline/{id}/translations', { params: { path: { id: Number(id) } } });

export const createHeadline = (input: HeadlineInput) =>
  apiClient.POST('/api/headline/create', { body: input });

export const updateHeadline = (id: string, input: HeadlineInput) =>
  apiClient.PUT('/api/headline/update/{id}', { params: { path: { id: Number(id) } }, body: input });

export const deleteHeadline = (id: string) =>
  apiClient.DELETE('/api/headline/delete/{id}', { params: { path: { id: Number(id) } } });
