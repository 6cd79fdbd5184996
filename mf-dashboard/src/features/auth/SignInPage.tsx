import { type ApiError, Button, toApiError, useSession } from '@aurinko/shared-ui';
import { type TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { canEnterDashboard } from '../access/roles';
import styles from './auth.module.css';
import { ForgotPassword } from './ForgotPassword';

/** A notice another screen hands over when it sends the admin here (e.g. after a password reset). */
export interface SignInNotice {
  notice?: string;
}

function signInError(failure: ApiError, t: TFunction<'dashboard_auth'>): string {
  if (failure.status === 401) return t('signIn.wrongCredentials');
  if (failure.status === 429) return t('signIn.tooManyAttempts');
  return failure.isNetworkError ? t('signIn.failed') : failure.message || t('signIn.failed');
}

export function SignInPage() {
  const { t } = useTranslation('dashboard_auth');
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as SignInNotice | null)?.notice;
  const { user, refresh, signIn } = useSession();
  const [checked, setChecked] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const nameId = useId();
  const passwordId = useId();
  const errorId = useId();

  useEffect(() => {
    let live = true;
    refresh()
      .catch(() => null)
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [refresh]);

  if (checked && !busy && canEnterDashboard(user)) return <Navigate to={paths.dashboard} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !password) {
      setError(t('signIn.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await signIn(name.trim(), password);
      navigate(paths.dashboard, { replace: true });
    } catch (caught) {
      setError(signInError(toApiError(caught), t));
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={`card ${styles.panel}`}>
        <h1>{t('signIn.title')}</h1>
        {notice ? (
          <p className="alert alert-success" role="status">
            {notice}
          </p>
        ) : null}
        <form
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-describedby={error ? errorId : undefined}
        >
          <div className="field">
            <label htmlFor={nameId}>{t('fields.name')}</label>
            <input
              id={nameId}
              name="username"
              autoComplete="username"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              aria-invalid={error ? true : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor={passwordId}>{t('fields.password')}</label>
            <input
              id={passwordId}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
              aria-invalid={error ? true : undefined}
            />
          </div>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? t('signIn.busy') : t('signIn.submit')}
          </Button>
        </form>
        <ForgotPassword initialName={name} />
      </div>
    </div>
  );
}
