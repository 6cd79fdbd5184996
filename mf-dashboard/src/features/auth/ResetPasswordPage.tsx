import { Button, toApiError } from '@aurinko/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import styles from './auth.module.css';
import { resetPassword } from './auth-api';
import type { SignInNotice } from './SignInPage';

type Field = 'name' | 'otp' | 'newPassword';
const FIELDS: readonly Field[] = ['name', 'otp', 'newPassword'];

/**
 * /reset-password as specified: name, one-time code, new password (masked); "Resetting..." while busy.
 * Success hands the server's message to the sign-in page (a status message there, instead of a blocking alert).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('dashboard_auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({
    name: search.get('name') ?? '',
    otp: '',
    newPassword: '',
  });
  const [missing, setMissing] = useState<ReadonlySet<Field>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const baseId = useId();
  const idOf = (field: Field) => `${baseId}-${field}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = new Set(FIELDS.filter((field) => !values[field].trim()));
    setMissing(empty);
    if (empty.size > 0) {
      const first = FIELDS.find((field) => empty.has(field));
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answer = await resetPassword({
        name: values.name.trim(),
        otp: values.otp.trim(),
        newPassword: values.newPassword,
      });
      const state: SignInNotice = { notice: answer?.message || t('reset.success') };
      navigate(paths.signIn, { replace: true, state });
    } catch (caught) {
      const failure = toApiError(caught);
      setError(failure.isNetworkError ? t('reset.failed') : failure.message || t('reset.failed'));
      setBusy(false);
    }
  };

  const field = (name: Field, input: { type?: string; autoComplete: string; inputMode?: 'numeric' }) => {
    const errorId = `${idOf(name)}-error`;
    const invalid = missing.has(name);
    return (
      <div className="field">
        <label htmlFor={idOf(name)}>{t(`fields.${name}`)}</label>
        <input
          id={idOf(name)}
          name={name}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
        {invalid ? (
          <span id={errorId} className="field-error">
            {t(`reset.required.${name}`)}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <div className={`card ${styles.panel}`}>
        <h1>{t('reset.title')}</h1>
        <p className={styles.hint}>{t('reset.explain')}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          {field('name', { autoComplete: 'username' })}
          {field('otp', { autoComplete: 'one-time-code', inputMode: 'numeric' })}
          {field('newPassword', { type: 'password', autoComplete: 'new-password' })}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? t('reset.busy') : t('reset.submit')}
          </Button>
        </form>
        <p>
          <Link to={paths.signIn}>{t('reset.backToSignIn')}</Link>
        </p>
      </div>
    </div>
  );
}
