import { registerNamespaces, Section } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

registerNamespaces(['dashboard'], (language, namespace) => import(`./locales/${language}/${namespace}.json`));

function DashboardHome() {
  const { t } = useTranslation('dashboard');
  return (
    <Section>
      <h1>{t('title')}</h1>
    </Section>
  );
}

/** The admin dashboard, as the shell mounts it under /dashboard/*. */
export default function DashboardApp() {
  return (
    <Routes>
      <Route index element={<DashboardHome />} />
    </Routes>
  );
}
