import { Button } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';

/** Previous / "Page 2 of 5" / Next under an admin list; nothing when everything fits on one page. */
export function ListPagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('dashboard_studio');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('list.pagination')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('list.previous')}
      </Button>
      <span>{t('list.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
