import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { cardRecord, page, texts } from '../../testing/studio-records';

vi.setConfig({ testTimeout: 15_000 });

let api: FakeApi;

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'admin/product-cards', { body: page([cardRecord('1', 'Alpha'), cardRecord('2', 'Bravo')]) });
  api.on('GET', 'admin/product-cards/:id', {
    body: cardRecord('1', 'Alpha', { name: texts({ en: 'Alpha', fr: 'Alpha FR' }) }),
  });
  api.on('GET', 'headline/all', { body: [{ _id: '1', headline1: 'News' }] });
});

describe('a viewer in the dashboard', () => {
  it('enters the dashboard (not /unauthorized) and sees only what they may read in the navigation', async () => {
    renderDashboard(api, '/dashboard/global_providers', { role: 'viewer' });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(screen.getByTestId('address').textContent).toBe('/dashboard/global_providers');
    expect(within(nav).getByRole('link', { name: 'Product cards' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Translation coverage' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'New product card' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Admins and roles' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: /Add a product to/, hidden: true })).toBeNull();
    expect(screen.getByText(/Signed in as watcher/).textContent).toContain('(Viewer)');
  });

  it('reads a studio list without any write control', async () => {
    renderDashboard(api, '/dashboard/global_providers', { role: 'viewer' });
    expect(await screen.findByText('Bravo')).toBeTruthy();
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a product card' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Alpha' }).getAttribute('href')).toBe(
      '/dashboard/global_providers/1',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('reads a record with every field disabled, switches language tabs, and has no save or delete', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/global_providers/1', { role: 'viewer' });
    const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
    expect(name.value).toBe('Alpha');
    expect(name.matches(':disabled')).toBe(true);
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: /Français/ }));
    expect(((await screen.findByDisplayValue('Alpha FR')) as HTMLInputElement).matches(':disabled')).toBe(
      true,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('reaching an add screen sees the read-only notice instead of a form', async () => {
    renderDashboard(api, '/dashboard/product_cart', { role: 'viewer' });
    expect(await screen.findByTestId('read-only-notice')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to/ }).getAttribute('href')).toBe(
      '/dashboard/global_providers',
    );
  });

  it('sees headlines without the editor or the edit and delete buttons', async () => {
    renderDashboard(api, '/dashboard/AddHeadline', { role: 'viewer' });
    expect(await screen.findByText('News')).toBeTruthy();
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /News/ })).toBeNull();
  });

  it('an admin sees no notice and every control', async () => {
    renderDashboard(api, '/dashboard/global_providers');
    expect(await screen.findByText('Bravo')).toBeTruthy();
    expect(screen.queryByTestId('read-only-notice')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add a product card' })).toBeTruthy();
    // One per row, and the selection's.
    expect(screen.getAllByRole('button', { name: /^Delete (?!selected)/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeTruthy();
  });
});
