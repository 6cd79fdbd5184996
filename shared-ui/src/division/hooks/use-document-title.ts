import { usePageMeta } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> – <company>" in the current language. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('company');
  usePageMeta(title ? `${title} – ${t('shortName')}` : undefined);
}
