import { describe, expect, it } from 'vitest';
import { type EditorState, headlineEditor, headlineInput, initialEditorState } from './headline-editor';

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
      language: 'en',
      translations: { en: 'Hello', fr: 'Bonjour', ar: '' },
    });
    expect(sut.phase).toBe('idle');
    expect(sut.text).toBe('Hello');
    expect(sut.translations).toEqual({ fr: 'Bonjour', ar: '' });
  });

  it('edit: a successful update ends edit mode, clears the input and says "updated"', () => {
    const sut = run(
      { type: 'edit', id: '7', text: 'Hello' },
      { type: 'translations-loaded', id: '7', language: 'en', translations: { en: 'Hello' } },
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
      language: 'en',
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
        language: 'en',
        translations: { en: 'Launch', fr: 'Lancement' },
      },
      { type: 'change-translation', language: 'fr', text: '' },
    );
    expect(headlineInput(editing)).toEqual({ headline1: 'Launch', translations: { fr: '' } });
  });
});
