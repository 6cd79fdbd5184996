import { ResponsiveImage, useApi } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';
import { fetchProductCards, type ProductCard } from './home-api';

const MAX_STARS = 5;

/** Five stars drawn as text; the rating is read out as "4 out of 5" (the stars are decoration). */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('home');
  const value = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return (
    <p className={styles.stars}>
      <span aria-hidden="true">
        {'★'.repeat(value)}
        <span className={styles.starsOff}>{'★'.repeat(MAX_STARS - value)}</span>
      </span>
      <span className="visually-hidden">{t('productCards.rating', { rating: value, max: MAX_STARS })}</span>
    </p>
  );
}

function Card({ card }: { card: ProductCard }) {
  return (
    <li className={`card ${styles.productCard}`}>
      {card.image ? (
        <ResponsiveImage
          className={styles.productCardImage}
          src={card.image}
          alt=""
          width={480}
          height={360}
          sizes="(min-width: 40rem) 20rem, 100vw"
        />
      ) : null}
      <p className={styles.eyebrow}>{card.category}</p>
      <h3>{card.name}</h3>
      <Stars rating={card.rating} />
      <p>{card.details}</p>
    </li>
  );
}

/** The home page's product cards, edited in the dashboard's studio. Hidden while loading, when empty or on error. */
export function ProductCards() {
  const { t } = useTranslation('home');
  const state = useApi(fetchProductCards, []);
  if (state.status !== 'success' || state.data.length === 0) return null;
  return (
    <section
      className="section section-alt"
      aria-labelledby="product-cards-heading"
      data-testid="product-cards"
    >
      <div className="container">
        <h2 id="product-cards-heading">{t('productCards.heading')}</h2>
        <p className={styles.sectionIntro}>{t('productCards.intro')}</p>
        <ul className={styles.productCards}>
          {state.data.map((card) => (
            <Card key={card._id} card={card} />
          ))}
        </ul>
      </div>
    </section>
  );
}
