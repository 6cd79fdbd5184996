import { http, type Language } from '@aurinko/shared-ui';

/** As specified: `_id` and `headline1` (the text in the request's language, English as fallback). */
export interface Headline {
  _id: string;
  headline1: string;
}

export type HeadlineTexts = Partial<Record<Language, string>>;

export interface HeadlineInput {
  /** Text in the current UI language (the client sends it as `lang`). */
  headline1: string;
  /** Texts of the other languages; an empty string removes that language. */
  translations: HeadlineTexts;
}

export const listHeadlines = () => http.get<Headline[]>('headline/all');

export const headlineTranslations = (id: string) =>
  http.get<{ _id: string; translations: Record<Language, string> }>(
    `headline/${encodeURIComponent(id)}/translations`,
  );

export const createHeadline = (input: HeadlineInput) => http.post<Headline>('headline/create', input);

export const updateHeadline = (id: string, input: HeadlineInput) =>
  http.put<Headline>(`headline/update/${encodeURIComponent(id)}`, input);

export const deleteHeadline = (id: string) =>
  http.delete<unknown>(`headline/delete/${encodeURIComponent(id)}`);
