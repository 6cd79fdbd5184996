import { ChevronIcon } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styles from './components.module.css';

/** The page number of a paginated list, kept in `?page=` so a list page can be shared and reloaded. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { preventScrollReset: false },
    );
  return [page, setPage];
}

export function Pagination({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('division');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('common.pagination')}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <span className={styles.back}>
          <ChevronIcon />
        </span>
        {t('common.previous')}
      </button>
      <span aria-live="polite">{t('common.pageOf', { page, total: pages })}</span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {t('common.next')}
        <ChevronIcon />
      </button>
    </nav>
  );
}
