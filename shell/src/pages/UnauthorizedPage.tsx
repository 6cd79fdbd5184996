import { usePageMeta } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styles from './unauthorized.module.css';

function LockIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 160 160" aria-hidden="true" focusable="false">
      <circle cx="80" cy="80" r="76" fill="#e3f3f1" />
      <path d="M52 72V56a28 28 0 0 1 56 0v16" fill="none" stroke="#074f4f" strokeWidth="10" />
      <rect x="38" y="70" width="84" height="64" rx="12" fill="#0b6b6b" />
      <circle cx="80" cy="96" r="9" fill="#f2a900" />
      <path d="M80 102v14" stroke="#f2a900" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}

/** Where the dashboard sends visitors who are not administrators. */
export function UnauthorizedPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  usePageMeta(t('titleTemplate', { page: t('unauthorized.title') }), t('unauthorized.description'));
  return (
    <section className={styles.page} aria-labelledby="unauthorized-heading" data-testid="unauthorized">
      <LockIllustration />
      <h1 id="unauthorized-heading">{t('unauthorized.title')}</h1>
      <p className={styles.text}>{t('unauthorized.text')}</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to="/AurinkoOne">
          {t('unauthorized.signIn')}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => navigate(-1)}>
          {t('unauthorized.goBack')}
        </button>
        <Link className="btn btn-secondary" to="/">
          {t('unauthorized.goHome')}
        </Link>
      </div>
    </section>
  );
}
