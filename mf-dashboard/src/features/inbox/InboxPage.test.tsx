import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { page } from '../../testing/studio-records';
import type { ContactMessage } from './inbox-api';

let api: FakeApi;

vi.setConfig({ testTimeout: 15_000 });

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
  await import('./InboxPage');
  await import('./InboxMessagePage');
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
});

const contactMessage = (id: string, name: string, extra: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: id,
  name,
  mobile: '+91 80 1234 5678',
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  message: `A message from ${name} about the export price list.`,
  division: 'veterinary',
  receivedAt: '2026-11-20T09:30:00.000Z',
  read: false,
  readAt: null,
  handled: false,
  handledAt: null,
  ...extra,
});

const listCalls = () => api.seen('GET', /^contact$/).map((request) => request.params);

describe('the inbox', () => {
  it('lists messages with the unread ones marked, and shows the unread count in the navigation', async () => {
    api.on('GET', 'contact/unread-count', { body: { unread: 3 } });
    api.on('GET', 'contact', {
      body: page([
        contactMessage('2', 'Asha Menon'),
        contactMessage('1', 'Ravi Kumar', { read: true, handled: true, division: null }),
      ]),
    });
    renderDashboard(api, '/dashboard/contact_us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact messages' })).toBeTruthy();
    const rows = await screen.findAllByTestId('inbox-row');
    expect(within(rows[0] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('New')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('No division page')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Veterinary')).toBeTruthy();
    expect(
      (within(rows[1] as HTMLElement).getByLabelText('Handled: message from Ravi Kumar') as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(listCalls()[0]).toEqual({ page: '1', pageSize: '20', lang: 'en' });
    // The navigation's link carries the count, read out in words.
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(await within(nav).findByRole('link', { name: 'Contact messages (unread: 3)' })).toBeTruthy();
  });

  it('sends the filters and the day range (local midnights) to the API, and exports the same filters', async () => {
    api.on('GET', 'contact', { body: page([contactMessage('1', 'Asha Menon')]) });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/contact_us');
    await screen.findAllByTestId('inbox-row');
    await user.selectOptions(screen.getByLabelText('Status'), 'false');
    await user.selectOptions(screen.getByLabelText('Sent from'), 'human');
    await user.type(screen.getByLabelText('From (day)'), '2026-11-01');
    await user.type(screen.getByLabelText('To (day)'), '2026-11-03');
    await user.type(screen.getByLabelText('Search name, e-mail, phone or text'), 'price');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        handled: 'false',
        division: 'human',
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 4).toISOString(),
        q: 'price',
        lang: 'en',
      }),
    );
    expect(screen.getByTestId('address').textContent).toBe(
      '/dashboard/contact_us?handled=false&division=human&from=2026-11-01&to=2026-11-03&q=price',
    );
    const link = screen.getByRole('link', { name: 'Export the filtered list (CSV)' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://site.test');
    expect(href.pathname).toBe('/api/contact/export');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      q: 'price',
      handled: 'false',
      division: 'human',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 4).toISOString(),
      lang: 'en',
    });
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('marks a message handled from the list, then deletes one after a confirmation naming the sender', async () => {
    let handled = false;
    let deleted = false;
    api.on('GET', 'contact', () => ({
      body: page(deleted ? [] : [contactMessage('5', 'Asha Menon', { handled })]),
    }));
    api.on('PUT', 'contact/:id/handled', ({ body }) => {
      handled = (body as { handled: boolean }).handled;
      return { body: contactMessage('5', 'Asha Menon', { handled }) };
    });
    api.on('DELETE', 'contact/:id', () => {
      deleted = true;
      return { body: { _id: '5', message: 'deleted' } };
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/contact_us');
    await user.click(await screen.findByLabelText('Handled: message from Asha Menon'));
    expect(await screen.findByText('Marked as handled: message from Asha Menon')).toBeTruthy();
    expect(api.seen('PUT', /^contact\/5\/handled$/)[0]?.body).toEqual({ handled: true });
    await waitFor(() =>
      expect((screen.getByLabelText('Handled: message from Asha Menon') as HTMLInputElement).checked).toBe(
        true,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Delete the message from Asha Menon' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete the message from Asha Menon? This cannot be undone.');
    expect(api.seen('DELETE', /^contact\/5$/)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(api.seen('DELETE', /^contact\/5$/)).toHaveLength(1);
  });

  it('opens a message: the whole text, marked read, the count refreshed; handled from there', async () => {
    let unread = 1;
    api.on('GET', 'contact', { body: page([contactMessage('8', 'سارة أحمد', { division: 'human' })]) });
    api.on('GET', 'contact/:id', {
      body: { ...contactMessage('8', 'سارة أحمد', { division: 'human' }), replies: [] },
    });
    // Added last: the most recent route answers, and `contact/:id` would match this path too.
    api.on('GET', 'contact/unread-count', () => ({ body: { unread } }));
    api.on('PUT', 'contact/:id/read', () => {
      unread = 0;
      return { body: contactMessage('8', 'سارة أحمد', { division: 'human', read: true }) };
    });
    api.on('PUT', 'contact/:id/handled', {
      body: contactMessage('8', 'سارة أحمد', {
        division: 'human',
        read: true,
        handled: true,
        handledAt: '2026-11-21T10:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/contact_us?division=human');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await within(nav).findByRole('link', { name: 'Contact messages (unread: 1)' });
    await user.click(await screen.findByRole('link', { name: 'Open the message from سارة أحمد' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Message from سارة أحمد' })).toBeTruthy();
    expect(screen.getByText('A message from سارة أحمد about the export price list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'سارة@example.com' }).getAttribute('href')).toBe(
      'mailto:سارة@example.com',
    );
    await waitFor(() => expect(api.seen('PUT', /^contact\/8\/read$/)).toHaveLength(1));
    expect(api.seen('PUT', /^contact\/8\/read$/)[0]?.body).toEqual({ read: true });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Contact messages' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByRole('button', { name: 'Mark as not handled' })).toBeTruthy();
    expect(screen.getByTestId('message-status').textContent).toMatch(/^Handled on /);
    // Back keeps the inbox's filters.
    expect(screen.getByRole('link', { name: 'Back to the contact messages' }).getAttribute('href')).toBe(
      '/dashboard/contact_us?division=human',
    );
  });

  it('says so when a message does not exist', async () => {
    api.on('GET', 'contact/:id', { status: 404, body: { statusCode: 404, message: 'Not found' } });
    renderDashboard(api, '/dashboard/contact_us/99');
    expect(await screen.findByText('This message does not exist (any more).')).toBeTruthy();
    expect(api.seen('PUT', /read$/)).toHaveLength(0);
  });
});
