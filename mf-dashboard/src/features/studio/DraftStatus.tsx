import { currentLanguage, type Language } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { statusOf } from './drafts';
import styles from './studio.module.css';
import type { EditedRecord } from './studio-api';

/** The status line of a saved record: Published / Published with unpublished changes / Draft (not published). */
export function DraftStatus({ record }: { record: EditedRecord }) {
  const { t, i18n } = useTranslation('dashboard_studio');
  const language = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const status = statusOf(record);
  const draft = record.draft;
  return (
    <p className={styles.status} role="status" data-testid="record-status">
      <span className={styles.statusLabel}>{t('drafts.status.label')}</span>{' '}
      <strong className={styles[`status-${status}`]}>{t(`drafts.status.${status}`)}</strong>
      {draft ? (
        <span className={styles.muted}>
          {' '}
          {t('drafts.status.savedBy', {
            name: draft.updatedBy,
            date: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(draft.updatedAt),
            ),
          })}
        </span>
      ) : null}
    </p>
  );
}
