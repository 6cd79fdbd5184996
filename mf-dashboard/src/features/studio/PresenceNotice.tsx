import { currentLanguage, type Language } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';
import type { Presence } from './studio-api';

/** "Being edited by <admin> since <time>" for each other admin who has the record open. */
export function PresenceNotice({ editors }: { editors: Presence['editors'] }) {
  const { t, i18n } = useTranslation('dashboard_studio');
  const ui = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  if (editors.length === 0) return null;
  const time = new Intl.DateTimeFormat(ui, { timeStyle: 'short' });
  return (
    <div className={styles.presence} role="status" data-testid="presence">
      {editors.map((editor) => (
        <p key={editor.name}>
          {t('presence.editing', { name: editor.name, time: time.format(new Date(editor.since)) })}
        </p>
      ))}
      <p className={styles.muted}>{t('presence.hint')}</p>
    </div>
  );
}
