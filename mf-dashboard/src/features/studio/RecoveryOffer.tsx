import { Button, currentLanguage } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';

/** The form's copy kept in this browser (use-recovery-copy.ts) is newer than the record: offered back, or let go. */
export function RecoveryOffer({
  at,
  onRestore,
  onDismiss,
}: {
  /** When the copy was kept (ISO date-time). */
  at: string;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation('dashboard_studio');
  return (
    <div className={`card stack ${styles.conflict}`} role="status" data-testid="recovery">
      <p>
        {t('recovery.found', {
          date: new Intl.DateTimeFormat(i18n.resolvedLanguage ?? currentLanguage(), {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(new Date(at)),
        })}
      </p>
      <div className="cluster">
        <Button onClick={onRestore}>{t('recovery.restore')}</Button>
        <Button variant="secondary" onClick={onDismiss}>
          {t('recovery.discard')}
        </Button>
      </div>
    </div>
  );
}
