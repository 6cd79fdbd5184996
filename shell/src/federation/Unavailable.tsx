import { Button, retryFailedImports } from '@aurinko/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaMain } from './area-landmark';
import styles from './remote-area.module.css';

/**
 * The "temporarily unavailable" message with its retry: a remote's area that did not load, or a lazy page (the shell's
 * or a remote's) whose chunk failed or timed out. The retry first lets every failed lazy import import again
 * (lazyWithRetry), then `onRetry` renders the area again — no reload. In an area without a `main` around it (the
 * dashboard's frame) it is the page's `main` (AreaMain).
 */
export function Unavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  return (
    <AreaMain>
      <div className={styles.unavailable} role="alert" data-testid="remote-unavailable">
        <h1>{t('remote.unavailableTitle')}</h1>
        <p>{t('remote.unavailableText')}</p>
        <Button
          disabled={busy}
          onClick={() => {
            setBusy(true);
            retryFailedImports();
            onRetry();
          }}
        >
          {busy ? t('remote.retrying') : t('remote.retry')}
        </Button>
      </div>
    </AreaMain>
  );
}
