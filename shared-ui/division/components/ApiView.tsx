import type { ApiState } from '@aurinko/shared-ui';
import { Button, LoadingScreen } from '@aurinko/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './components.module.css';

export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation('division');
  return (
    <div className={styles.empty} data-testid="empty-state">
      <p className={styles.emptyTitle}>{text ?? t('common.empty')}</p>
      <p>{t('common.emptyHint')}</p>
    </div>
  );
}

export function ErrorState({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  const { t } = useTranslation('division');
  return (
    <div className="alert alert-error" role="alert">
      <p>{text ?? t('common.error')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** Renders the loading, error, empty or loaded state of one API read. */
export function ApiView<T>({
  state,
  isEmpty,
  empty,
  children,
}: {
  state: ApiState<T> & { reload: () => void };
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'error') return <ErrorState onRetry={state.reload} />;
  if (isEmpty?.(state.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(state.data)}</>;
}
