import { HeartPulseIcon, LeafIcon, PawIcon, usePageMeta } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styles from './not-found.module.css';

/** Where "Go Home" leads; configurable at build time (PUBLIC_HOME_URL), default the site root. */
export const HOME_URL: string = import.meta.env.PUBLIC_HOME_URL || '/';

export function NotFoundPage() {
  const { t } = useTranslation('notfound');
  const navigate = useNavigate();
  usePageMeta(t('title'), t('description'));
  return (
    <section className={styles.page} aria-labelledby="not-found-heading" data-testid="not-found">
      <div className={styles.card}>
        <h1 id="not-found-heading" className={styles.heading}>
          <span className={styles.code}>404</span>
          <span className="visually-hidden"> – {t('heading')}</span>
        </h1>
        <div className={styles.icons}>
          <span className={styles.icon}>
            <HeartPulseIcon title={t('icons.human')} />
          </span>
          <span className={styles.icon}>
            <PawIcon title={t('icons.animal')} />
          </span>
          <span className={styles.icon}>
            <LeafIcon title={t('icons.agriculture')} />
          </span>
        </div>
        <p className={styles.message}>{t('message')}</p>
        <p className={styles.tagline}>{t('tagline')}</p>
        <div className={styles.actions}>
          {HOME_URL.startsWith('/') ? (
            <Link className="btn btn-primary" to={HOME_URL}>
              {t('goHome')}
            </Link>
          ) : (
            <a className="btn btn-primary" href={HOME_URL}>
              {t('goHome')}
            </a>
          )}
          <button type="button" className="btn btn-secondary" onClick={() => navigate(-1)}>
            {t('goBack')}
          </button>
        </div>
        <p className={styles.tip}>{t('tip')}</p>
      </div>
    </section>
  );
}
