import type { ApiSchema } from '@aurinko/shared-ui';
import { i18next } from '@aurinko/shared-ui';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import arDashboard from '../../locales/ar/dashboard.json';
import arInbox from '../../locales/ar/dashboard_inbox.json';
import arStudio from '../../locales/ar/dashboard_studio.json';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { page } from '../../testing/studio-records';

vi.setConfig({ testTimeout: 20_000 });

let api: FakeApi;

const message: ApiSchema<'ContactMessage'> = {
  _id: '3',
  name: 'سارة أحمد',
  mobile: '+971 50 123 4567',
  email: 'sara@example.com',
  message: 'مرحبًا، أود معرفة أسعار منتجاتكم البيطرية للتصدير.',
  division: 'veterinary',
  receivedAt: '2026-11-20T09:30:00.000Z',
  read: false,
  readAt: null,
  handled: false,
  handledAt: null,
};

beforeAll(async () => {
  await setUpEnglish();
  i18next.addResourceBundle('ar', 'dashboard', arDashboard);
  i18next.addResourceBundle('ar', 'dashboard_studio', arStudio);
  i18next.addResourceBundle('ar', 'dashboard_inbox', arInbox);
  await preloadStudio();
  await Promise.all([
    import('./InboxPage'),
    import('./InboxMessagePage'),
    import('../feedback/FeedbackPage'),
    import('../audit/AuditPage'),
  ]);
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'contact', { body: page([message, { ...message, _id: '2', read: true, handled: true }]) });
  api.on('GET', 'contact/:id', { body: { ...message, replies: [] } });
  api.on('PUT', 'contact/:id/read', { body: { ...message, read: true } });
  api.on('GET', 'contact/unread-count', { body: { unread: 1 } });
  api.on('GET', 'reviews/all', {
    body: page([
      {
        _id: '1',
        name: 'Priya',
        email: 'priya@example.com',
        rating: 5,
        comment: 'Easy to take.',
        product: '4',
        productName: 'NanoCurcumin Plus',
        productGroup: 'health_supplement',
        approved: false,
        approvedAt: null,
        createdAt: '2026-11-20T09:30:00.000Z',
      },
    ]),
  });
  api.on('GET', 'audit', {
    body: page([
      {
        _id: '1',
        at: '2026-11-20T09:30:00.000Z',
        adminName: 'chief',
        action: 'approve',
        entity: 'reviews',
        entityId: '1',
        fields: ['approved'],
        title: null,
        changes: {},
        versionId: null,
      },
    ]),
  });
  api.on('GET', 'audit/filters', { body: { adminNames: ['chief'], entities: ['reviews'] } });
});

afterAll(() => i18next.changeLanguage('en'));

describe.each(['en', 'ar'])('the inbox, reviews and audit screens in %s', (language) => {
  beforeEach(async () => {
    await i18next.changeLanguage(language);
  });

  it.each([
    ['inbox', '/dashboard/contact_us', 'inbox-row'],
    ['reviews', '/dashboard/feedback', 'review-row'],
    ['audit log', '/dashboard/audit', 'audit-row'],
  ])('%s: no axe violations', async (_name, path, row) => {
    renderDashboard(api, path);
    await screen.findAllByTestId(row);
    expect(await axeViolations()).toEqual([]);
  });

  it('one message: no axe violations', async () => {
    renderDashboard(api, '/dashboard/contact_us/3');
    await screen.findByTestId('message-status');
    expect(await axeViolations()).toEqual([]);
  });
});
