import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import type { NotificationPreferences } from './notifications-api';

vi.setConfig({ testTimeout: 15_000 });

let api: FakeApi;
let stored: NotificationPreferences;

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  stored = { contact: 'instant', review: 'digest', signIn: 'off' };
  api.on('GET', 'notifications/preferences', () => ({ body: stored }));
  api.on('PUT', 'notifications/preferences', ({ body }) => {
    stored = { ...stored, ...(body as Partial<NotificationPreferences>) };
    return { body: stored };
  });
});

describe('the e-mail notifications on the account page', () => {
  it('shows the stored choice of each kind and saves a changed one', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/account');
    const review = await screen.findByRole('combobox', { name: 'A visitor sends a review' });
    expect(
      (screen.getByRole('combobox', { name: 'A visitor sends a contact message' }) as HTMLSelectElement)
        .value,
    ).toBe('instant');
    expect((review as HTMLSelectElement).value).toBe('digest');
    await user.selectOptions(review, 'No e-mail');
    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Your notification choices are saved.')).toBeTruthy();
    const [put] = api.seen('PUT', /^notifications\/preferences$/);
    expect(put?.body).toEqual({ contact: 'instant', review: 'off', signIn: 'off' });
    expect(stored.review).toBe('off');
  });

  it('says so when the save is refused', async () => {
    const user = userEvent.setup();
    api.on('PUT', 'notifications/preferences', () => ({ status: 403, body: { message: 'Forbidden' } }));
    renderDashboard(api, '/dashboard/account');
    await user.click(await screen.findByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Your notification choices could not be saved.')).toBeTruthy();
  });
});
