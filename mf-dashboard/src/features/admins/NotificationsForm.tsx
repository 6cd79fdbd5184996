import { Button, LoadingScreen, useApi } from '@aurinko/shared-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './admins.module.css';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MODES,
  type NotificationKind,
  type NotificationPreferences,
  notificationsApi,
} from './notifications-api';

/**
 * The signed-in admin's e-mails (account page, admins only): per kind of event an e-mail at once, a daily digest or
 * nothing. They go to the admin's e-mail address, through the site's mail transport.
 */
export function NotificationsForm() {
  const { t } = useTranslation('dashboard_admins');
  const ids = useId();
  const loaded = useApi(() => notificationsApi.get(), [], { perLanguage: false });
  const [values, setValues] = useState<NotificationPreferences | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (loaded.data) setValues(loaded.data);
  }, [loaded.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || busy) return;
    setBusy(true);
    setDone(false);
    setFailed(false);
    try {
      setValues(await notificationsApi.set(values));
      setDone(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const choose = (kind: NotificationKind, mode: string) => {
    setDone(false);
    setValues((current) => (current ? { ...current, [kind]: mode } : current));
  };

  return (
    <section className={`card stack ${styles.panel}`} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('notifications.title')}</h2>
      <p className={styles.hint}>{t('notifications.intro')}</p>
      {loaded.status === 'error' ? (
        <p className="alert alert-error" role="alert">
          {t('notifications.loadFailed')}
        </p>
      ) : !values ? (
        <LoadingScreen />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          {NOTIFICATION_KINDS.map((kind) => (
            <div className="field" key={kind}>
              <label htmlFor={`${ids}-${kind}`}>{t(`notifications.kinds.${kind}`)}</label>
              <select
                id={`${ids}-${kind}`}
                value={values[kind]}
                onChange={(event) => choose(kind, event.target.value)}
              >
                {NOTIFICATION_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`notifications.modes.${mode}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="cluster">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {t('notifications.save')}
            </Button>
          </div>
          <div role="status">
            {done ? <p className="alert alert-success">{t('notifications.saved')}</p> : null}
          </div>
          <div role="alert">
            {failed ? <p className="alert alert-error">{t('notifications.failed')}</p> : null}
          </div>
        </form>
      )}
    </section>
  );
}
