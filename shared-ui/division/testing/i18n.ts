import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import contact from '../locales/en/contact.json';
import division from '../locales/en/division.json';
import productcart from '../locales/en/productcart.json';

/** An English i18next instance with the division texts, for component tests. */
export async function testI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { contact, division, productcart } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
