import { BidiText, Ltr, VisitorCounter } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AurinkoMark } from '../brand/logos';
import { DEFAULT_DIVISION } from '../navigation/menu';
import styles from './site-footer.module.css';

const OFFICES = ['india', 'zimbabwe', 'korea'] as const;

/** Footer links ("Information"): label key under `footer:links.` and its route (company pages: the default division's). */
const INFORMATION_LINKS = [
  { key: 'about', to: `/${DEFAULT_DIVISION}/about` },
  { key: 'vision', to: `/${DEFAULT_DIVISION}/vision` },
  { key: 'certificates', to: `/${DEFAULT_DIVISION}/certificates` },
  { key: 'export', to: `/${DEFAULT_DIVISION}/export` },
  { key: 'news', to: '/news' },
  { key: 'blog', to: `/${DEFAULT_DIVISION}/blog` },
  { key: 'contact', to: `/${DEFAULT_DIVISION}/contact_us` },
  { key: 'search', to: '/search' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation(['footer', 'company']);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            <AurinkoMark />
            <BidiText>{t('company:shortName')}</BidiText>
          </h2>
          <p>{t('company:tagline')}</p>
          <p className={styles.small}>
            <BidiText>{t('company:formerlyKnownAs', { name: t('company:formerName') })}</BidiText>
          </p>
        </section>
        <nav className={styles.links} aria-labelledby="footer-info">
          <h2 id="footer-info">{t('footer:information')}</h2>
          <ul>
            {INFORMATION_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`footer:links.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.offices} aria-labelledby="footer-offices" data-testid="footer-offices">
          <h2 id="footer-offices">{t('company:officesHeading')}</h2>
          <div className={styles.officeList}>
            {OFFICES.map((office) => (
              <div key={office} className={styles.office}>
                <h3>{t(`company:offices.${office}.title`)}</h3>
                <address>
                  {/* Names and addresses keep their own script's order (BidiText isolates them) inside lines that
                      follow the page's direction, so every line of the footer starts on the same side. */}
                  <p className={styles.company}>
                    <BidiText>{t(`company:offices.${office}.company`)}</BidiText>
                  </p>
                  <p>
                    <BidiText>{t(`company:offices.${office}.address`)}</BidiText>
                  </p>
                  <p>
                    <span className="visually-hidden">{t('company:officeLabels.email')}: </span>
                    <a href={`mailto:${t(`company:offices.${office}.email`)}`}>
                      <Ltr>{t(`company:offices.${office}.email`)}</Ltr>
                    </a>
                  </p>
                  <p>
                    <span className="visually-hidden">{t('company:officeLabels.phone')}: </span>
                    <a href={`tel:${t(`company:offices.${office}.phone`).replace(/[^\d+]/g, '')}`}>
                      <Ltr>{t(`company:offices.${office}.phone`)}</Ltr>
                    </a>
                  </p>
                </address>
              </div>
            ))}
          </div>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p data-testid="copyright">
            <BidiText>{t('company:allRightsReserved', { year: new Date().getFullYear() })}</BidiText>
          </p>
          <VisitorCounter className={styles.counter} icon={false} />
        </div>
      </div>
    </footer>
  );
}
