import { ApiError, Button, currentLanguage, LoadingScreen, useApi, useSession } from '@aurinko/shared-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../components/api-error-text';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AdminOnly } from '../access/ReadOnly';
import { missing, type Problems, serverProblems } from './admin-form';
import styles from './admins.module.css';
import { ADMIN_ROLES, type AdminAccount, type AdminRole, adminsApi, type NewAdmin } from './admins-api';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TextField } from './TextField';

type Field = keyof NewAdmin;
const FIELDS: readonly Field[] = ['name', 'email', 'role', 'password'];
const EMPTY: NewAdmin = { name: '', email: '', role: 'viewer', password: '' };

/** /dashboard/admins: the admins and their roles (admin only), and one's own password. */
export function AdminsPage() {
  return (
    <AdminOnly>
      <AdminsScreen />
    </AdminOnly>
  );
}

function AdminsScreen() {
  const { t, i18n } = useTranslation('dashboard_admins');
  const me = useSession((state) => state.user);
  const list = useApi(() => adminsApi.list(), [], { perLanguage: false });
  const ids = useId();
  const [pending, setPending] = useState<AdminAccount | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? currentLanguage(), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  const toggle = async (admin: AdminAccount, disabled: boolean) => {
    setBusyId(admin._id);
    setNotice(null);
    try {
      await adminsApi.setDisabled(admin._id, disabled);
      await list.refresh();
      setNotice({
        tone: 'success',
        text: t(disabled ? 'list.disabledDone' : 'list.enabledDone', { name: admin.name }),
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        // The API words these two refusals in the admin's language (yourself, the last admin); anything else —
        // no answer, signed out, no right — is put in words here.
        text:
          error instanceof ApiError && (error.status === 400 || error.status === 409) && error.message
            ? error.message
            : apiErrorText(t, error, (field) => field),
      });
    } finally {
      setBusyId(null);
    }
  };

  let body = null;
  if (list.status === 'loading') body = <LoadingScreen />;
  else if (list.status === 'error')
    body = (
      <div className="alert alert-error" role="alert">
        <p>{t('list.loadFailed')}</p>
        <Button variant="secondary" onClick={list.reload}>
          {t('list.retry')}
        </Button>
      </div>
    );
  else
    body = (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('list.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.name')}</th>
              <th scope="col">{t('list.email')}</th>
              <th scope="col">{t('list.role')}</th>
              <th scope="col">{t('list.status')}</th>
              <th scope="col">{t('list.created')}</th>
              <th scope="col">{t('list.lastSignIn')}</th>
              <th scope="col">{t('list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((admin) => {
              const self = admin.name === me?.name;
              return (
                <tr key={admin._id} className={admin.disabled ? styles.disabledRow : undefined}>
                  <th scope="row" dir="auto">
                    {admin.name}
                  </th>
                  <td className={styles.email} dir="ltr">
                    {admin.email ?? '—'}
                  </td>
                  <td>{t(`roles.${admin.role}`)}</td>
                  <td>{admin.disabled ? t('list.disabled') : t('list.active')}</td>
                  <td>{date(admin.createdAt)}</td>
                  <td>{admin.lastSignInAt ? date(admin.lastSignInAt) : t('list.never')}</td>
                  <td>
                    {self ? (
                      <span>{t('list.you')}</span>
                    ) : admin.disabled ? (
                      <Button
                        variant="secondary"
                        disabled={busyId === admin._id}
                        aria-label={t('list.enableLabel', { name: admin.name })}
                        onClick={() => void toggle(admin, false)}
                      >
                        {t('list.enable')}
                      </Button>
                    ) : (
                      <Button
                        variant="danger"
                        disabled={busyId === admin._id}
                        aria-label={t('list.disableLabel', { name: admin.name })}
                        onClick={() => setPending(admin)}
                      >
                        {t('list.disable')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="stack">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <section className="stack" aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`} ref={listHeading} tabIndex={-1}>
          {t('list.title')}
        </h2>
        <div role="status">
          {notice?.tone === 'success' ? <p className="alert alert-success">{notice.text}</p> : null}
        </div>
        <div role="alert">
          {notice?.tone === 'error' ? <p className="alert alert-error">{notice.text}</p> : null}
        </div>
        {body}
      </section>
      <CreateAdminForm
        onCreated={async (admin) => {
          await list.refresh().catch(() => list.reload());
          setNotice({ tone: 'success', text: t('create.done', { name: admin.name }) });
        }}
      />
      <ChangePasswordForm />
      <ConfirmDialog
        open={pending !== null}
        message={t('list.confirmDisable', { name: pending?.name ?? '' })}
        confirmLabel={t('list.disable')}
        cancelLabel={t('list.cancel')}
        onConfirm={() => {
          const admin = pending;
          setPending(null);
          if (admin) void toggle(admin, true);
        }}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

function CreateAdminForm({ onCreated }: { onCreated: (admin: AdminAccount) => Promise<void> }) {
  const { t } = useTranslation('dashboard_admins');
  const ids = useId();
  const [values, setValues] = useState<NewAdmin>(EMPTY);
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    const found = missing(values, FIELDS);
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const created = await adminsApi.create({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
      });
      setValues(EMPTY);
      await onCreated(created);
    } catch (error) {
      const { problems: refused, rest } = serverProblems(error, FIELDS);
      setProblems(refused);
      setFailure(rest ?? (Object.keys(refused).length ? '' : t('create.failed')));
      const field = FIELDS.find((candidate) => refused[candidate]);
      if (field) document.getElementById(`${ids}-${field}`)?.focus();
    } finally {
      setBusy(false);
    }
  };

  const roleProblem = problems.role;
  return (
    <section className={`card stack ${styles.panel}`} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('create.title')}</h2>
      <p className={styles.hint}>{t('create.intro')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={`${ids}-name`}
          label={t('create.name')}
          autoComplete="off"
          dir="ltr"
          value={values.name}
          onChange={set('name')}
          problem={problems.name}
          hint={t('create.nameHint')}
        />
        <TextField
          id={`${ids}-email`}
          label={t('create.email')}
          type="email"
          autoComplete="off"
          dir="ltr"
          value={values.email}
          onChange={set('email')}
          problem={problems.email}
          hint={t('create.emailHint')}
        />
        <div className="field">
          <label htmlFor={`${ids}-role`}>{t('create.role')}</label>
          <select
            id={`${ids}-role`}
            value={values.role}
            onChange={(event) => set('role')(event.target.value as AdminRole)}
            aria-invalid={roleProblem ? true : undefined}
            aria-describedby={`${ids}-role-hint`}
          >
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
          <span id={`${ids}-role-hint`} className="hint">
            {t(`create.roleHint.${values.role}`)}
          </span>
          {roleProblem ? (
            <span className="field-error">
              {'key' in roleProblem ? t(roleProblem.key) : roleProblem.text}
            </span>
          ) : null}
        </div>
        <TextField
          id={`${ids}-password`}
          label={t('create.password')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          problem={problems.password}
          hint={t('form.policy')}
        />
        <div className="cluster">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('create.busy') : t('create.submit')}
          </Button>
        </div>
        <div role="alert">{failure ? <p className="alert alert-error">{failure}</p> : null}</div>
      </form>
    </section>
  );
}
