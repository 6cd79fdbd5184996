import { describe, expect, it } from 'vitest';
import { type EditorState, headlineEditor, headlineInput, startEditor } from './headline-editor';

const initialEditorState = startEditor('en');

const run = (...events: Parameters<typeof headlineEditor>[1][]) =>
  events.reduce<EditorState>(headlineEditor, initialEditorState);

describe('headline editor', () => {
  it('starts in add mode with an empty text', () => {
    expect(initialEditorState.mode).toEqual({ kind: 'add' });
    expect(initialEditorState.text).toBe('');
  });

  it('refuses empty and whitespace-only text with the warning and stays idle', () => {
    for (const text of ['', '   ', '\n\t ']) {
      const sut = run({ type: 'change-text', text }, { type: 'submit' });
      expect(sut.phase).toBe('idle');
      expect(sut.message).toEqual({ tone: 'warning', key: 'empty' });
    }
  });

  it('add: submit → saving → saved clears the input and says "added"', () => {
    const saving = run({ type: 'change-text', text: 'New product' }, { type: 'submit' });
    expect(saving.phase).toBe('saving');
    expect(saving.message).toBeNull();
    const sut = headlineEditor(saving, { type: 'saved' });
    expect(sut).toEqual({ ...initialEditorState, message: { tone: 'success', key: 'added' } });
  });

  it('edit: choosing a headline enters edit mode; loading its languages fills the fields', () => {
    const editing = run({ type: 'edit', id: '7', text: 'Hello' });
    expect(editing.mode).toEqual({ kind: 'edit', id: '7' });
    expect(editing.text).toBe('Hello');
    expect(editing.phase).toBe('loading-translations');
    // Not submittable while the languages load.
    expect(headlineEditor(editing, { type: 'submit' })).toBe(editing);

    const sut = headlineEditor(editing, {
      type: 'translations-loaded',
      id: '7',
      translations: { en: 'Hello', fr: 'Bonjour', ar: '' },
    });
    expect(sut.phase).toBe('idle');
    expect(sut.text).toBe('Hello');
    expect(sut.translations).toEqual({ fr: 'Bonjour', ar: '' });
  });

  it('edit: a successful update ends edit mode, clears the input and says "updated"', () => {
    const sut = run(
      { type: 'edit', id: '7', text: 'Hello' },
      { type: 'translations-loaded', id: '7', translations: { en: 'Hello' } },
      { type: 'change-text', text: 'Hello again' },
      { type: 'submit' },
      { type: 'saved' },
    );
    expect(sut.mode).toEqual({ kind: 'add' });
    expect(sut.text).toBe('');
    expect(sut.translations).toEqual({});
    expect(sut.message).toEqual({ tone: 'success', key: 'updated' });
  });

  it('a failed save keeps the text and the mode and says "operation failed"', () => {
    const sut = run(
      { type: 'edit', id: '3', text: 'Keep me' },
      { type: 'translations-failed', id: '3' },
      { type: 'submit' },
      { type: 'save-failed' },
    );
    expect(sut.mode).toEqual({ kind: 'edit', id: '3' });
    expect(sut.text).toBe('Keep me');
    expect(sut.phase).toBe('idle');
    expect(sut.message).toEqual({ tone: 'error', key: 'saveFailed' });
  });

  it('ignores translations that arrive for a headline no longer being edited', () => {
    const editingTwo = run({ type: 'edit', id: '1', text: 'One' }, { type: 'edit', id: '2', text: 'Two' });
    const sut = headlineEditor(editingTwo, {
      type: 'translations-loaded',
      id: '1',
      translations: { en: 'One', fr: 'Un' },
    });
    expect(sut).toBe(editingTwo);
  });

  it('cancel leaves edit mode; deleting the headline being edited does too', () => {
    expect(run({ type: 'edit', id: '1', text: 'One' }, { type: 'cancel' })).toEqual(initialEditorState);
    const sut = run(
      { type: 'edit', id: '1', text: 'One' },
      { type: 'translations-failed', id: '1' },
      {
        type: 'deleted',
        id: '1',
      },
    );
    expect(sut.mode).toEqual({ kind: 'add' });
    expect(sut.message).toEqual({ tone: 'success', key: 'deleted' });
  });

  it('deleting another headline keeps the edit in progress', () => {
    const sut = run(
      { type: 'edit', id: '1', text: 'One' },
      { type: 'translations-failed', id: '1' },
      { type: 'change-text', text: 'One, changed' },
      { type: 'deleted', id: '2' },
    );
    expect(sut.mode).toEqual({ kind: 'edit', id: '1' });
    expect(sut.text).toBe('One, changed');
  });

  it('a failed delete says "delete failed"', () => {
    expect(run({ type: 'delete-failed' }).message).toEqual({ tone: 'error', key: 'deleteFailed' });
  });

  it('what a save sends: add mode drops empty languages, edit mode sends them (to remove them)', () => {
    const adding = run(
      { type: 'change-text', text: '  Launch  ' },
      { type: 'change-translation', language: 'fr', text: ' Lancement ' },
      { type: 'change-translation', language: 'ko', text: '' },
    );
    expect(headlineInput(adding)).toEqual({ headline1: 'Launch', translations: { fr: 'Lancement' } });

    const editing = run(
      { type: 'edit', id: '5', text: 'Launch' },
      {
        type: 'translations-loaded',
        id: '5',
        translations: { en: 'Launch', fr: 'Lancement' },
      },
      { type: 'change-translation', language: 'fr', text: '' },
    );
    expect(headlineInput(editing)).toEqual({ headline1: 'Launch', translations: { fr: '' } });
  });

  it('a language change mid-edit moves the typed text to its own language and loses nothing', () => {
    const editing = run(
      { type: 'edit', id: '5', text: 'Launch' },
      { type: 'translations-loaded', id: '5', translations: { en: 'Launch', fr: 'Lancement', ar: 'إطلاق' } },
      { type: 'change-text', text: 'Launch day' },
    );
    const french = headlineEditor(editing, { type: 'language-changed', language: 'fr' });
    expect(french.language).toBe('fr');
    expect(french.text).toBe('Lancement');
    expect(french.translations).toEqual({ en: 'Launch day', ar: 'إطلاق' });
    expect(headlineInput(french)).toEqual({
      headline1: 'Lancement',
      translations: { en: 'Launch day', ar: 'إطلاق' },
    });
    expect(headlineEditor(french, { type: 'language-changed', language: 'fr' })).toBe(french);

    // Add mode: a language nobody typed yet starts empty; switching back restores the text.
    const adding = run({ type: 'change-text', text: 'New' }, { type: 'language-changed', language: 'ko' });
    expect(adding.text).toBe('');
    expect(headlineEditor(adding, { type: 'language-changed', language: 'en' }).text).toBe('New');
  });

  it('languages that arrive after a language change fill the fields of the new language', () => {
    const sut = run(
      { type: 'edit', id: '9', text: 'Hello' },
      { type: 'language-changed', language: 'ru' },
      { type: 'translations-loaded', id: '9', translations: { en: 'Hello', ru: 'Привет' } },
    );
    expect(sut.text).toBe('Привет');
    expect(sut.translations).toEqual({ en: 'Hello' });
  });
});
