import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpEnglish, WithI18n } from '../../testing/i18n';
import { LogosPage } from './LogosPage';
import * as logosApi from './logos-api';

vi.mock('./logos-api', () => ({
  listLogos: vi.fn(),
  uploadLogos: vi.fn(),
  replaceLogo: vi.fn(),
  deleteLogo: vi.fn(),
}));

const api = vi.mocked(logosApi);
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeAll(async () => {
  await setUpEnglish();
  URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  api.listLogos.mockResolvedValue([]);
  api.uploadLogos.mockResolvedValue([]);
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

async function renderPage() {
  render(
    <WithI18n>
      <LogosPage />
    </WithI18n>,
  );
  await screen.findByText('No logos uploaded yet');
  return screen.getByLabelText<HTMLInputElement>('Choose logo images');
}

describe('LogosPage selection rules', () => {
  it('refuses a fifth logo before uploading and clears the input', async () => {
    const user = userEvent.setup();
    const input = await renderPage();
    await user.upload(
      input,
      [1, 2, 3, 4, 5].map((n) => png(`logo-${n}.png`)),
    );
    expect(within(screen.getByTestId('toasts')).getByText('You can upload max 4 logos')).toBeTruthy();
    expect(input.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Select at least one file')).toBeTruthy();
    expect(api.uploadLogos).not.toHaveBeenCalled();
  });

  it('refuses a text file even when the picker lets it through', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const input = await renderPage();
    await user.upload(input, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByText(/Only image files can be uploaded.*notes\.txt/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Selected files/ })).toBeNull();
  });

  it('uploads up to 4 images, then clears the selection and reloads the list', async () => {
    const user = userEvent.setup();
    const input = await renderPage();
    await user.upload(input, [png('a.png'), png('b.png')]);
    expect(screen.getByRole('heading', { name: 'Selected files (2)' })).toBeTruthy();
    api.listLogos.mockResolvedValue([{ _id: '1', url: '/api/uploads/logos/a.webp', imageName: 'a.png' }]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Logos uploaded successfully!')).toBeTruthy();
    expect(api.uploadLogos).toHaveBeenCalledWith([expect.any(File), expect.any(File)], expect.any(Function));
    expect(input.value).toBe('');
    expect(screen.queryByRole('heading', { name: /Selected files/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Edit a.png' })).toBeTruthy();
    expect(api.listLogos).toHaveBeenCalledTimes(2);
  });

  it('notifications close after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Select at least one file')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.queryByText('Select at least one file')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Select at least one file')).toBeNull();
  });
});
