import { Section } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { Illustration } from '../components/Illustration';
import styles from './catalogue.module.css';
import type { Technology } from './product-pages';

function strings(value: unknown): string[] {
  return Array.isArray(value) ? (value as string[]) : [];
}

/** Explanation of one nano-technology (namespace `nanotech`), shown above its products. */
export function NanotechSection({ technology }: { technology: Technology }) {
  const { t } = useTranslation('nanotech');
  const paragraphs = strings(t(`${technology}.paragraphs`, { returnObjects: true }));
  const benefits = strings(t(`${technology}.benefits`, { returnObjects: true }));
  const headingId = `tech-${technology}`;
  return (
    <Section alt aria-labelledby={headingId}>
      <div className={styles.techGrid}>
        <div>
          <p className={styles.eyebrow}>{t('heading')}</p>
          <h2 id={headingId}>{t(`${technology}.title`)}</h2>
          <p className={styles.lead}>{t(`${technology}.lead`)}</p>
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div>
          <figure className={styles.figure}>
            <Illustration kind={technology} alt={t(`${technology}.figure.alt`)} />
            <figcaption>{t(`${technology}.figure.caption`)}</figcaption>
          </figure>
          <h3>{t('benefitsHeading')}</h3>
          <ul className={styles.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <h3>{t('sizeScale.heading')}</h3>
          <ul className={styles.scale}>
            <li>{t('sizeScale.general')}</li>
            <li>{t(technology === 'neunamins' ? 'sizeScale.neunamins' : 'sizeScale.neunaparticles')}</li>
            <li>{t('sizeScale.hair')}</li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
