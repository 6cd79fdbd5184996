import { Section } from '@aurinko/shared-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './catalogue.module.css';

const TYPES = ['powderGranules', 'boluses', 'tabletsCapsules', 'liquids', 'gels', 'sprays'] as const;

function ProductType({ type }: { type: (typeof TYPES)[number] }) {
  const { t } = useTranslation('producttypes');
  const [open, setOpen] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const details = t(`types.${type}.details`, { returnObjects: true }) as unknown;
  return (
    <li className={`card ${styles.type}`}>
      <h3>{t(`types.${type}.title`)}</h3>
      <p>{t(`types.${type}.description`)}</p>
      {open ? (
        <div>
          <h4>{t('detailsHeading')}</h4>
          <ul className={styles.benefits}>
            {(Array.isArray(details) ? (details as string[]) : []).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <button
            ref={backRef}
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setOpen(false);
              requestAnimationFrame(() => moreRef.current?.focus());
            }}
          >
            {t('back')}
          </button>
        </div>
      ) : (
        <button
          ref={moreRef}
          type="button"
          className="btn btn-secondary"
          aria-expanded={false}
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => backRef.current?.focus());
          }}
        >
          {t('knowMore')}
          <span className="visually-hidden">: {t(`types.${type}.title`)}</span>
        </button>
      )}
    </li>
  );
}

/** The forms animal-health products come in; "Know More" opens a card's details, "Back" closes them. */
export function ProductTypes() {
  const { t } = useTranslation('producttypes');
  return (
    <Section aria-labelledby="product-types-heading">
      <h2 id="product-types-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <ul className={styles.types}>
        {TYPES.map((type) => (
          <ProductType key={type} type={type} />
        ))}
      </ul>
    </Section>
  );
}
