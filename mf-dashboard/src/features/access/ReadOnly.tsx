import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useIsAdmin } from './roles';

/** Children only for users who may write; a viewer sees nothing in their place. */
export function WriteOnly({ children }: { children: ReactNode }) {
  return useCanWrite() ? children : null;
}

/** On a write screen, for a viewer: this screen is read-only for them. Nothing for an admin. */
export function ReadOnlyNotice() {
  const { t } = useTranslation('dashboard_admins');
  if (useCanWrite()) return null;
  return (
    <p className="alert" role="note" data-testid="read-only-notice">
      {t('access.readOnly')}
    </p>
  );
}

/** An admin-only screen: a viewer who reaches it (typed address, old link) is told so instead. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard_admins');
  if (useIsAdmin()) return children;
  return (
    <div className="stack">
      <h1>{t('access.adminOnlyTitle')}</h1>
      <p className="alert" role="note">
        {t('access.adminOnly')}
      </p>
    </div>
  );
}
