import { useSession } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../access/roles';
import { ChangePasswordForm } from './ChangePasswordForm';
import { NotificationsForm } from './NotificationsForm';

/**
 * /dashboard/account: who is signed in, with which role, their own password (every role) and, for an admin, which
 * e-mails they get about visitors' messages, reviews and locked accounts.
 */
export function AccountPage() {
  const { t } = useTranslation('dashboard_admins');
  const user = useSession((state) => state.user);
  const canWrite = useCanWrite();
  return (
    <div className="stack">
      <h1>{t('account.title')}</h1>
      {user ? <p>{t('account.who', { name: user.name, role: t(`roles.${user.role}`) })}</p> : null}
      <ChangePasswordForm />
      {canWrite ? <NotificationsForm /> : null}
    </div>
  );
}
