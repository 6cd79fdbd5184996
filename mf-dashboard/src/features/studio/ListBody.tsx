import { type ApiRead, type ApiState, Button, LoadingScreen } from '@aurinko/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';

export interface Paged {
  items: readonly unknown[];
  total: number;
}

/**
 * The states of an admin list under its filters: loading, "could not be loaded" with a retry, an empty message with
 * its action (`emptyTitle`, `emptyAction`), or the records (`children`), preceded by the live count of matches.
 */
export function ListBody<T extends Paged>({
  state,
  emptyTitle,
  emptyAction,
  children,
}: {
  state: ApiState<T> & ApiRead;
  emptyTitle: string;
  emptyAction?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('dashboard_studio');
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'error')
    return (
      <div className="alert alert-error" role="alert">
        <p>{t('list.loadFailed')}</p>
        <Button variant="secondary" onClick={state.reload}>
          {t('list.retry')}
        </Button>
      </div>
    );
  if (state.data.items.length === 0)
    return (
      <div className={styles.empty} data-testid="empty-list">
        <p className={styles.emptyTitle}>{emptyTitle}</p>
        {emptyAction}
      </div>
    );
  return (
    <>
      <p className={styles.muted} aria-live="polite">
        {t('list.total', { total: state.data.total })}
      </p>
      {children(state.data)}
    </>
  );
}
