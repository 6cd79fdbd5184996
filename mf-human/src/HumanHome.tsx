import { DivisionHome, PRODUCT_PAGES } from '@aurinko/division-pages';
import { Card, Grid, Section } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './human-home.module.css';

/** Ranges the human division puts forward on its home: Yeppuen care and Ayush. */
const FEATURED = ['Yeppuen', 'ayush', 'Health_supplements'];

export function HumanHome() {
  const { t } = useTranslation('division');
  const featured = PRODUCT_PAGES.human.filter((page) => FEATURED.includes(page.routeKey));
  return (
    <DivisionHome division="human">
      <Section aria-labelledby="featured-heading">
        <h2 id="featured-heading">{t('divisions.human.tagline')}</h2>
        <Grid min="16rem">
          {featured.map((page) => (
            <Card key={page.routeKey} as="article" className={styles.featured}>
              <h3>{t(`${page.titleKey}.title`)}</h3>
              <p>{t(`${page.titleKey}.intro`)}</p>
              <Link className="btn btn-secondary" to={`/human/${page.routeKey}`}>
                {t('common.knowMore')}
                <span className="visually-hidden">: {t(`${page.titleKey}.title`)}</span>
              </Link>
            </Card>
          ))}
        </Grid>
      </Section>
    </DivisionHome>
  );
}
