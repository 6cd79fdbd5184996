import { usePageMeta } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { TITLE_TEMPLATE } from '../seo/page-meta';

/** Sets the browser tab title to "<page> – <company>" (and the meta description when given) in the current language. */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  const { t } = useTranslation('company');
  usePageMeta(title ? `${title}${TITLE_TEMPLATE.join}${t(TITLE_TEMPLATE.key)}` : undefined, description);
}
