import { i18next } from '@aurinko/shared-ui';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import dashboard from '../locales/en/dashboard.json';
import admins from '../locales/en/dashboard_admins.json';
import auth from '../locales/en/dashboard_auth.json';
import headlines from '../locales/en/dashboard_headlines.json';
import inbox from '../locales/en/dashboard_inbox.json';
import logos from '../locales/en/dashboard_logos.json';
import media from '../locales/en/dashboard_media.json';
import status from '../locales/en/dashboard_status.json';
import studio from '../locales/en/dashboard_studio.json';
import translations from '../locales/en/dashboard_translations.json';
import workplace from '../locales/en/dashboard_workplace.json';

/** The shared i18next instance with the English texts loaded synchronously, as components see it in the site. */
export async function setUpEnglish() {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: {
        en: {
          dashboard,
          dashboard_auth: auth,
          dashboard_headlines: headlines,
          dashboard_logos: logos,
          dashboard_studio: studio,
          dashboard_admins: admins,
          dashboard_translations: translations,
          dashboard_inbox: inbox,
          dashboard_status: status,
          dashboard_workplace: workplace,
          dashboard_media: media,
          common: { loading: 'Loading…' },
        },
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  return i18next;
}

export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18next}>{children}</I18nextProvider>;
}
