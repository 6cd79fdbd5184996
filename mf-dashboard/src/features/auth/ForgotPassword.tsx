import { Button, toApiError } from '@aurinko/shared-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import styles from './auth.module.css';
import { requestResetCode } from './auth-api';

/** "Forgot password?": asks for the admin name and requests a one-time code for /reset-password. */
export function ForgotPassword({ initialName }: { initialName: string }) {
  const { t } = useTranslation('dashboard_auth');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const panelId = useId();
  const nameId = useId();
  const nameInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) nameInput.current?.focus();
  }, [open]);

  const toggle = () => {
    if (!open) {
      setName((current) => current || initialName);
      setSent(false);
      setError('');
    }
    setOpen(!open);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('forgot.required'));
      nameInput.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await requestResetCode(name.trim());
      setSent(true);
    } catch (caught) {
      const failure = toApiError(caught);
      setError(failure.status === 429 ? t('signIn.tooManyAttempts') : t('forgot.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.forgot}>
      <button
        type="button"
        className={styles.linkButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {t('forgot.link')}
      </button>
      {open ? (
        <div id={panelId} className={styles.form}>
          <p className={styles.hint}>{t('forgot.explain')}</p>
          <form className={styles.form} onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor={nameId}>{t('fields.name')}</label>
              <input
                ref={nameInput}
                id={nameId}
                name="username"
                autoComplete="username"
                value={name}
                onChange={(event) => setName(event.target.value)}
                required
                aria-invalid={error ? true : undefined}
              />
            </div>
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            <Button type="submit" variant="secondary" disabled={busy}>
              {busy ? t('forgot.busy') : t('forgot.submit')}
            </Button>
          </form>
          <div role="status">
            {sent ? (
              <p className="alert alert-success">
                {t('forgot.sent')}{' '}
                <Link to={`${paths.resetPassword}?name=${encodeURIComponent(name.trim())}`}>
                  {t('forgot.continue')}
                </Link>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
