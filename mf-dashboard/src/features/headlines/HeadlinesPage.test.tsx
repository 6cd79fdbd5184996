import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpEnglish, WithI18n } from '../../testing/i18n';
import { HeadlinesPage } from './HeadlinesPage';
import * as headlinesApi from './headlines-api';

vi.mock('./headlines-api', () => ({
  listHeadlines: vi.fn(),
  headlineTranslations: vi.fn(),
  createHeadline: vi.fn(),
  updateHeadline: vi.fn(),
  deleteHeadline: vi.fn(),
}));

const api = vi.mocked(headlinesApi);

beforeAll(async () => {
  await setUpEnglish();
});

beforeEach(() => {
  api.listHeadlines.mockResolvedValue([{ _id: '1', headline1: 'First news' }]);
  api.headlineTranslations.mockResolvedValue({
    _id: '1',
    translations: { en: 'First news', ar: '', fr: 'Premières nouvelles', ko: '', es: '', ru: '' },
    translationStatus: {
      fr: { status: 'filled', missing: [], stale: [] },
      ar: { status: 'missing', missing: ['text'], stale: [] },
      ko: { status: 'missing', missing: ['text'], stale: [] },
      es: { status: 'missing', missing: ['text'], stale: [] },
      ru: { status: 'missing', missing: ['text'], stale: [] },
    },
  });
  api.createHeadline.mockResolvedValue({ _id: '2', headline1: 'x' });
  api.updateHeadline.mockResolvedValue({ _id: '1', headline1: 'x' });
  api.deleteHeadline.mockResolvedValue({ _id: '1', message: 'Headline deleted' });
});

afterEach(() => vi.clearAllMocks());

async function renderPage() {
  render(
    <WithI18n>
      <HeadlinesPage />
    </WithI18n>,
  );
  await screen.findByText('First news');
  return screen.getByLabelText<HTMLTextAreaElement>('Headline (English)');
}

describe('HeadlinesPage', () => {
  it('warns about an empty headline without calling the API', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Headline' }));
    expect(screen.getByText('⚠️ Please enter a headline first!')).toBeTruthy();
    expect(api.createHeadline).not.toHaveBeenCalled();
  });

  it('adds a headline with its other languages, clears the input and reloads the list', async () => {
    const user = userEvent.setup();
    const field = await renderPage();
    await user.type(field, 'Launch day');
    await user.type(screen.getByLabelText('Español'), 'Día de lanzamiento');
    await user.click(screen.getByRole('button', { name: 'Add Headline' }));
    expect(await screen.findByText('✅ Headline added!')).toBeTruthy();
    expect(api.createHeadline).toHaveBeenCalledWith({
      headline1: 'Launch day',
      translations: { es: 'Día de lanzamiento' },
    });
    expect(field.value).toBe('');
    expect(api.listHeadlines).toHaveBeenCalledTimes(2);
  });

  it('edits: "Update Headline", the languages loaded, then back to "Add Headline"', async () => {
    const user = userEvent.setup();
    const field = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit headline: First news' }));
    expect(screen.getByRole('button', { name: 'Update Headline' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Français').value).toBe('Premières nouvelles'),
    );
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'First news, updated');
    await user.click(screen.getByRole('button', { name: 'Update Headline' }));
    expect(await screen.findByText('✅ Headline updated!')).toBeTruthy();
    expect(api.updateHeadline).toHaveBeenCalledWith('1', {
      headline1: 'First news, updated',
      translations: { ar: '', fr: 'Premières nouvelles', ko: '', es: '', ru: '' },
    });
    expect(screen.getByRole('button', { name: 'Add Headline' })).toBeTruthy();
    expect(field.value).toBe('');
  });

  it('marks a language whose text was saved against an older English as needing an update, and only that one', async () => {
    const user = userEvent.setup();
    api.headlineTranslations.mockResolvedValue({
      _id: '1',
      translations: { en: 'First news', ar: '', fr: 'Premières nouvelles', ko: '', es: '', ru: '' },
      translationStatus: {
        fr: { status: 'stale', missing: [], stale: ['text'] },
        ar: { status: 'missing', missing: ['text'], stale: [] },
        ko: { status: 'missing', missing: ['text'], stale: [] },
        es: { status: 'missing', missing: ['text'], stale: [] },
        ru: { status: 'missing', missing: ['text'], stale: [] },
      },
    });
    await renderPage();
    expect(screen.queryByText('Needs update: English changed since this text was saved.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit headline: First news' }));
    const french = screen.getByLabelText<HTMLTextAreaElement>('Français');
    await waitFor(() => expect(french.value).toBe('Premières nouvelles'));
    const note = screen.getByText('Needs update: English changed since this text was saved.');
    expect(french.getAttribute('aria-describedby')).toBe(note.id);
    expect(screen.getByLabelText('Español').getAttribute('aria-describedby')).toBeNull();
    expect(screen.getAllByText('Needs update: English changed since this text was saved.')).toHaveLength(1);
    // The other languages open by themselves, so the note is seen.
    expect(french.closest('details')?.open).toBe(true);
    // Cancelled: the next headline starts without marks.
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.queryByText('Needs update: English changed since this text was saved.')).toBeNull();
  });

  it('asks in the page to delete the headline it names, and deletes only on confirmation', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete headline: First news' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete the headline “First news”? This cannot be undone.',
    });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.deleteHeadline).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete headline: First news' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('🗑️ Headline deleted!')).toBeTruthy();
    expect(api.deleteHeadline).toHaveBeenCalledWith('1');
  });

  it('shows "❌ Operation failed!" and "❌ Delete failed!" when the API refuses', async () => {
    const user = userEvent.setup();
    const field = await renderPage();
    api.createHeadline.mockRejectedValue(new Error('500'));
    api.deleteHeadline.mockRejectedValue(new Error('500'));
    await user.type(field, 'Will fail');
    await user.click(screen.getByRole('button', { name: 'Add Headline' }));
    expect(await screen.findByText('❌ Operation failed!')).toBeTruthy();
    expect(field.value).toBe('Will fail');
    await user.click(screen.getByRole('button', { name: 'Delete headline: First news' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('❌ Delete failed!')).toBeTruthy();
  });

  it('shows "No headlines found." for an empty list', async () => {
    api.listHeadlines.mockResolvedValue([]);
    render(
      <WithI18n>
        <HeadlinesPage />
      </WithI18n>,
    );
    expect(await screen.findByText('No headlines found.')).toBeTruthy();
  });
});
