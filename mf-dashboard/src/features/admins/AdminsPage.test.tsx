import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import type { AdminAccount } from './admins-api';

vi.setConfig({ testTimeout: 15_000 });

let api: FakeApi;
let admins: AdminAccount[];

const account = (id: string, name: string, extra: Partial<AdminAccount> = {}): AdminAccount => ({
  _id: id,
  name,
  email: `${name}@example.com`,
  role: 'admin',
  disabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
  ...extra,
});

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  admins = [
    account('1', 'chief', { lastSignInAt: '2026-11-02T09:30:00.000Z' }),
    account('2', 'deputy'),
    account('3', 'watcher', { role: 'viewer', disabled: true }),
  ];
  api.on('GET', 'admins', () => ({ body: admins }));
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}\\b`) });

describe('the admins screen', () => {
  it('lists admins with e-mail, role, state, dates; no disable button on one’s own row', async () => {
    renderDashboard(api, '/dashboard/admins');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins and roles' })).toBeTruthy();
    await screen.findByRole('row', { name: /^deputy/ });
    expect(within(rowOf('chief')).getByText('You')).toBeTruthy();
    expect(within(rowOf('chief')).queryByRole('button')).toBeNull();
    expect(within(rowOf('watcher')).getByText('Viewer')).toBeTruthy();
    expect(within(rowOf('watcher')).getByText('Disabled')).toBeTruthy();
    expect(within(rowOf('watcher')).getByRole('button', { name: 'Enable watcher' })).toBeTruthy();
    expect(within(rowOf('deputy')).getByText('Not known')).toBeTruthy();
    expect(within(rowOf('deputy')).getByText('deputy@example.com')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('disables an admin after confirmation, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    api.on('PUT', 'admins/:id/disabled', ({ path, body }) => {
      admins = admins.map((a) =>
        `admins/${a._id}/disabled` === path
          ? { ...a, disabled: (body as { disabled: boolean }).disabled }
          : a,
      );
      return { body: admins.find((a) => path.includes(`/${a._id}/`)) };
    });
    renderDashboard(api, '/dashboard/admins');
    await user.click(await screen.findByRole('button', { name: 'Disable deputy' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Disable deputy\? They are signed out at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('deputy is disabled and signed out.')).toBeTruthy();
    expect(api.seen('PUT', /^admins\/2\/disabled$/).map((r) => r.body)).toEqual([{ disabled: true }]);
    await waitFor(() => expect(within(rowOf('deputy')).getByText('Disabled')).toBeTruthy());

    api.on('PUT', 'admins/:id/disabled', {
      status: 409,
      body: {
        statusCode: 409,
        message: 'This is the last active admin; enable or create another admin first',
      },
    });
    await user.click(within(rowOf('watcher')).getByRole('button', { name: 'Enable watcher' }));
    const refusal = await screen.findByText(/last active admin/);
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
  });

  it('adds a viewer: required fields first, then the server’s field errors, then the new row', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/admins');
    const form = (await screen.findByRole('region', { name: 'Add an admin or a viewer' })) as HTMLElement;
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('Enter a name.')).toBeTruthy();
    expect(within(form).getByText('Enter a password.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Admin name'));
    expect(api.seen('POST', /^admins$/)).toEqual([]);

    api.on('POST', 'admins', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Password is too common; choose another',
        fields: { password: ['Password is too common; choose another'] },
      },
    });
    await user.type(within(form).getByLabelText('Admin name'), 'reader');
    await user.type(within(form).getByLabelText('E-mail address'), 'reader@example.com');
    await user.type(within(form).getByLabelText('Initial password'), 'password123');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const password = within(form).getByLabelText('Initial password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Password is too common; choose another')).toBeTruthy();
    expect(document.activeElement).toBe(password);

    api.on('POST', 'admins', ({ body }) => {
      const created = account('4', (body as { name: string }).name, { role: 'viewer' });
      admins = [...admins, created];
      return { status: 201, body: created };
    });
    await user.clear(password);
    await user.type(password, 'Quiet-Library-77');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('reader was added.')).toBeTruthy();
    expect(api.seen('POST', /^admins$/).at(-1)?.body).toEqual({
      name: 'reader',
      email: 'reader@example.com',
      role: 'viewer',
      password: 'Quiet-Library-77',
    });
    expect(await screen.findByRole('row', { name: /^reader/ })).toBeTruthy();
    expect((within(form).getByLabelText('Admin name') as HTMLInputElement).value).toBe('');
  });

  it('changes one’s own password: the repeat must match, the current one is checked by the server', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/admins');
    const section = (await screen.findByRole('region', { name: 'Your password' })) as HTMLElement;
    await user.type(within(section).getByLabelText('Current password'), 'Old-Password-41');
    await user.type(within(section).getByLabelText('New password'), 'New-Password-42');
    await user.type(within(section).getByLabelText('New password again'), 'New-Password-43');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByText('The two new passwords differ.')).toBeTruthy();

    api.on('POST', 'auth/change-password', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Current password: this is not your current password',
        fields: { currentPassword: ['Current password: this is not your current password'] },
      },
    });
    const repeat = within(section).getByLabelText('New password again');
    await user.clear(repeat);
    await user.type(repeat, 'New-Password-42');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(
      await within(section).findByText('Current password: this is not your current password'),
    ).toBeTruthy();
    expect(api.seen('POST', /^auth\/change-password$/).at(-1)?.body).toEqual({
      currentPassword: 'Old-Password-41',
      newPassword: 'New-Password-42',
    });

    api.on('POST', 'auth/change-password', {
      body: { message: 'Password changed. Your other sessions have been signed out.' },
    });
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(
      await within(section).findByText('Password changed. Your other sessions have been signed out.'),
    ).toBeTruthy();
    expect((within(section).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('tells a viewer the screen is for admins, without asking the API for the list', async () => {
    renderDashboard(api, '/dashboard/admins', { role: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'For admins only' })).toBeTruthy();
    expect(api.seen('GET', /^admins$/)).toEqual([]);
  });

  it('gives every role their own account screen with the password form', async () => {
    renderDashboard(api, '/dashboard/account', { role: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(screen.getByText('Signed in as watcher, role: Viewer.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your password' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
