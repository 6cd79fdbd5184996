import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export function DashboardNotFound() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="stack">
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to={paths.dashboard}>{t('notFound.back')}</Link>
      </p>
    </div>
  );
}
