import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> – <company>" in the current language. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('company');
  const site = t('shortName');
  useEffect(() => {
    if (title) document.title = `${title} – ${site}`;
  }, [title, site]);
}
