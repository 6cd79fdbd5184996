import { HeartPulseIcon, LeafIcon, PawIcon } from '@aurinko/shared-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styles from './not-found.module.css';

/** Where "Go Home" leads; configurable at build time (PUBLIC_HOME_URL), default the site root. */
export const HOME_URL: string = import.meta.env.PUBLIC_HOME_URL || '/';

export function NotFoundPage() {
  const { t } = useTranslation('notfound');
  const navigate = useNavigate();
  useEffect(() => {
    const previous = document.title;
    document.title = t('title');
    return () => {
      document.title = previous;
    };
  }, [t]);
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="visually-hidden">
        {t('title')}
      </h1>
      <div className={styles.icons}>
        <HeartPulseIcon title={t('icons.human')} />
        <PawIcon title={t('icons.animal')} />
        <LeafIcon title={t('icons.agriculture')} />
      </div>
      <p className={styles.message}>{t('message')}</p>
      <p>{t('tagline')}</p>
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
    </section>
  );
}
