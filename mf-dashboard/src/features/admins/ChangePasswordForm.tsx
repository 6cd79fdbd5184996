import { Button } from '@aurinko/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missing, type Problems, serverProblems } from './admin-form';
import styles from './admins.module.css';
import { adminsApi } from './admins-api';
import { TextField } from './TextField';

type Field = 'currentPassword' | 'newPassword' | 'repeatPassword';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'repeatPassword'];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * The signed-in user's own password (every role): the current one is required; the new one follows the reset's
 * policy (checked by the server). On success the user's other sessions end and this one stays.
 */
export function ChangePasswordForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('dashboard_admins');
  const ids = useId();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDone('');
    setFailure('');
    const found = missing(values, FIELDS);
    if (!found.repeatPassword && values.repeatPassword !== values.newPassword) {
      found.repeatPassword = { key: 'password.mismatch' };
    }
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { message } = await adminsApi.changePassword(values.currentPassword, values.newPassword);
      setValues(EMPTY);
      setDone(message || t('password.done'));
    } catch (error) {
      const { problems: refused, rest } = serverProblems(error, FIELDS);
      setProblems(refused);
      setFailure(rest ?? (Object.keys(refused).length ? '' : t('password.failed')));
      const field = FIELDS.find((candidate) => refused[candidate]);
      if (field) document.getElementById(`${ids}-${field}`)?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`card stack ${styles.panel}`} aria-labelledby={`${ids}-title`}>
      <Heading id={`${ids}-title`}>{t('password.title')}</Heading>
      <p className={styles.hint}>{t('password.intro')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={`${ids}-currentPassword`}
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          problem={problems.currentPassword}
        />
        <TextField
          id={`${ids}-newPassword`}
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          problem={problems.newPassword}
          hint={t('form.policy')}
        />
        <TextField
          id={`${ids}-repeatPassword`}
          label={t('password.repeat')}
          type="password"
          autoComplete="new-password"
          value={values.repeatPassword}
          onChange={set('repeatPassword')}
          problem={problems.repeatPassword}
        />
        <div className="cluster">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('password.busy') : t('password.submit')}
          </Button>
        </div>
        <div role="status">{done ? <p className="alert alert-success">{done}</p> : null}</div>
        <div role="alert">{failure ? <p className="alert alert-error">{failure}</p> : null}</div>
      </form>
    </section>
  );
}
