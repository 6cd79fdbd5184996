import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../locales/en/common.json';
import { useSession } from '../session/session-store';
import { PreviewBanner } from './PreviewBanner';
import { asksForPreview } from './preview';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  useSession.setState({ status: 'unknown', user: null });
});

const show = (address: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[address]}>
        <PreviewBanner />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('PreviewBanner', () => {
  it('tells a signed-in admin on a ?preview=1 page that this is not published, with a way out', () => {
    useSession.setState({ status: 'signed-in', user: { name: 'chief', role: 'admin' as const } });
    show('/veterinary/pet/12?preview=1&lng=ar');
    expect(screen.getByTestId('preview-banner').textContent).toContain('Preview — not published');
    expect(screen.getByRole('link', { name: 'Leave preview' }).getAttribute('href')).toBe(
      '/veterinary/pet/12?lng=ar',
    );
  });

  it.each([
    ['a visitor', { status: 'anonymous' as const, user: null }, '/?preview=1'],
    [
      'a viewer',
      { status: 'signed-in' as const, user: { name: 'eve', role: 'viewer' as const } },
      '/?preview=1',
    ],
    [
      'an admin without the parameter',
      { status: 'signed-in' as const, user: { name: 'c', role: 'admin' as const } },
      '/',
    ],
    [
      'an admin with another value',
      { status: 'signed-in' as const, user: { name: 'c', role: 'admin' as const } },
      '/?preview=true',
    ],
  ])('shows nothing to %s', (_label, session, address) => {
    useSession.setState(session);
    show(address);
    expect(screen.queryByTestId('preview-banner')).toBeNull();
  });

  it('reads only preview=1 as a preview', () => {
    expect(asksForPreview('?preview=1')).toBe(true);
    expect(asksForPreview('?lng=fr&preview=1')).toBe(true);
    expect(asksForPreview('?preview=0')).toBe(false);
    expect(asksForPreview('')).toBe(false);
  });
});
