import type { Language } from '@aurinko/shared-ui';
import type { HeadlineInput, HeadlineTexts, HeadlineTranslationStatus } from './headlines-api';

/** Keys under `messages.` in the dashboard_headlines namespace; the English texts are the specified ones. */
export type HeadlineMessageKey =
  | 'empty'
  | 'added'
  | 'updated'
  | 'deleted'
  | 'saveFailed'
  | 'deleteFailed'
  | 'translationsFailed';

export interface HeadlineMessage {
  tone: 'success' | 'warning' | 'error';
  key: HeadlineMessageKey;
}

export type EditorMode = { kind: 'add' } | { kind: 'edit'; id: string };

export interface EditorState {
  mode: EditorMode;
  /** The UI language: `text` is in it, and a save sends it as `headline1` with `?lang=` of this language. */
  language: Language;
  /** The headline in the current UI language (sent as `headline1`). */
  text: string;
  /** The other languages' texts. */
  translations: HeadlineTexts;
  /** Languages whose saved text was written against an older English text ("needs update"; the API's status). */
  stale: Language[];
  phase: 'idle' | 'loading-translations' | 'saving';
  message: HeadlineMessage | null;
}

export type EditorEvent =
  | { type: 'edit'; id: string; text: string }
  | { type: 'translations-loaded'; id: string; translations: HeadlineTexts; stale?: Language[] }
  | { type: 'language-changed'; language: Language }
  | { type: 'translations-failed'; id: string }
  | { type: 'change-text'; text: string }
  | { type: 'change-translation'; language: Language; text: string }
  | { type: 'cancel' }
  | { type: 'submit' }
  | { type: 'saved' }
  | { type: 'save-failed' }
  | { type: 'deleted'; id: string }
  | { type: 'delete-failed' };

/** Add mode, nothing typed, in the given UI language. */
export const startEditor = (language: Language): EditorState => ({
  mode: { kind: 'add' },
  language,
  text: '',
  translations: {},
  stale: [],
  phase: 'idle',
  message: null,
});

export const isBlank = (text: string) => text.trim() === '';

const editingId = (state: EditorState) => (state.mode.kind === 'edit' ? state.mode.id : undefined);

/**
 * The headline editor as a state machine: add mode ⇄ edit mode, with saving in between. After a successful save
 * the input clears and edit mode ends (the page then reloads the list).
 */
export function headlineEditor(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'edit':
      if (state.phase === 'saving') return state;
      return {
        mode: { kind: 'edit', id: event.id },
        language: state.language,
        text: event.text,
        translations: {},
        stale: [],
        phase: 'loading-translations',
        message: null,
      };
    case 'translations-loaded': {
      if (editingId(state) !== event.id) return state;
      const { [state.language]: own, ...others } = event.translations;
      return { ...state, text: own ?? '', translations: others, stale: event.stale ?? [], phase: 'idle' };
    }
    case 'language-changed': {
      // The main field follows the UI language: what was typed moves to its own language's field, nothing is lost.
      if (event.language === state.language) return state;
      const all = { ...state.translations, [state.language]: state.text };
      const { [event.language]: own, ...others } = all;
      return { ...state, language: event.language, text: own ?? '', translations: others };
    }
    case 'translations-failed':
      if (editingId(state) !== event.id) return state;
      return { ...state, phase: 'idle', message: { tone: 'error', key: 'translationsFailed' } };
    case 'change-text':
      return { ...state, text: event.text };
    case 'change-translation':
      return { ...state, translations: { ...state.translations, [event.language]: event.text } };
    case 'cancel':
      if (state.phase === 'saving') return state;
      return startEditor(state.language);
    case 'submit':
      if (state.phase !== 'idle') return state;
      if (isBlank(state.text)) return { ...state, message: { tone: 'warning', key: 'empty' } };
      return { ...state, phase: 'saving', message: null };
    case 'saved':
      if (state.phase !== 'saving') return state;
      return {
        ...startEditor(state.language),
        message: { tone: 'success', key: state.mode.kind === 'edit' ? 'updated' : 'added' },
      };
    case 'save-failed':
      if (state.phase !== 'saving') return state;
      return { ...state, phase: 'idle', message: { tone: 'error', key: 'saveFailed' } };
    case 'deleted':
      if (editingId(state) === event.id && state.phase !== 'saving') {
        return { ...startEditor(state.language), message: { tone: 'success', key: 'deleted' } };
      }
      return { ...state, message: { tone: 'success', key: 'deleted' } };
    case 'delete-failed':
      return { ...state, message: { tone: 'error', key: 'deleteFailed' } };
  }
}

/** What a save sends: the own-language text, plus the other languages (in edit mode an empty one is removed). */
export function headlineInput(state: EditorState): HeadlineInput {
  const entries = Object.entries(state.translations).map(([language, text]) => [
    language,
    (text ?? '').trim(),
  ]);
  const translations = Object.fromEntries(
    state.mode.kind === 'edit' ? entries : entries.filter(([, text]) => text !== ''),
  ) as HeadlineTexts;
  return { headline1: state.text.trim(), translations };
}

/** The languages whose saved text needs an update since English changed (the API's `translationStatus`). */
export const staleLanguages = (status: HeadlineTranslationStatus | undefined): Language[] =>
  Object.entries(status ?? {})
    .filter(([, language]) => language.status === 'stale')
    .map(([language]) => language as Language);
