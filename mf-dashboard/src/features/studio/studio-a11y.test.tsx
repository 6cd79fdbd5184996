import { i18next } from '@aurinko/shared-ui';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import arDashboard from '../../locales/ar/dashboard.json';
import arStudio from '../../locales/ar/dashboard_studio.json';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { page, productRecord, texts } from '../../testing/studio-records';

vi.setConfig({ testTimeout: 20_000 });

let api: FakeApi;

beforeAll(async () => {
  await setUpEnglish();
  i18next.addResourceBundle('ar', 'dashboard', arDashboard);
  i18next.addResourceBundle('ar', 'dashboard_studio', arStudio);
  await preloadStudio();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'admin/products', {
    body: page([
      productRecord('1', 'Alpha', { image: '/api/uploads/a.webp' }),
      productRecord('2', 'Bravo', { hasDraft: true }),
    ]),
  });
  const live = productRecord(
    '1',
    { en: 'Alpha', ar: 'ألفا' },
    { details: texts({ en: 'Good' }), report: '/api/uploads/r.pdf' },
  );
  // With a pending draft: the status line, "Discard draft" and "Preview" are checked too.
  api.on('GET', 'admin/products/:id', {
    body: {
      ...live,
      draft: {
        values: { ...live, name: texts({ en: 'Alpha 2', ar: 'ألفا ٢' }) },
        fields: ['name'],
        updatedAt: '2026-11-02T09:30:00.000Z',
        updatedBy: 'chief',
      },
    },
  });
});

afterAll(() => i18next.changeLanguage('en'));

describe.each(['en', 'ar'])('the studio in %s', (language) => {
  beforeEach(async () => {
    await i18next.changeLanguage(language);
  });

  it('list: no axe violations', async () => {
    renderDashboard(api, '/dashboard/Livestocks');
    await screen.findAllByRole('row');
    expect(await axeViolations()).toEqual([]);
  });

  it('form: no axe violations', async () => {
    renderDashboard(api, '/dashboard/product_details/1');
    await screen.findAllByRole('tab');
    expect(await axeViolations()).toEqual([]);
  });
});
