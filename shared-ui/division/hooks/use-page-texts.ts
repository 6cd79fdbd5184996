import { useTranslation } from 'react-i18next';
import type { MetaKeys } from '../seo/page-meta';

/** The title and meta description of a page in the current language, from its entry of the page-meta table. */
export function usePageTexts(meta: MetaKeys): { title: string; description: string } {
  const namespaces = [...new Set([meta.title, meta.description].map((key) => key.split(':')[0] ?? ''))];
  const { t } = useTranslation(namespaces);
  return { title: t(meta.title), description: t(meta.description) };
}
