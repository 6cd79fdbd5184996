import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import footer from '../locales/en/footer.json';
import navbar from '../locales/en/navbar.json';

/** A synchronous i18next instance with the shell's English texts, for component tests. */
export async function testI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { navbar, footer } },
    defaultNS: 'navbar',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
