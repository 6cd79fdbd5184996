import { useSession } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /dashboard/account: who is signed in, with which role, and their own password (every role). */
export function AccountPage() {
  const { t } = useTranslation('dashboard_admins');
  const user = useSession((state) => state.user);
  return (
    <div className="stack">
      <h1>{t('account.title')}</h1>
      {user ? <p>{t('account.who', { name: user.name, role: t(`roles.${user.role}`) })}</p> : null}
      <ChangePasswordForm />
    </div>
  );
}
