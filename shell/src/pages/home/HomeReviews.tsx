import { useApi } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';
import { fetchApprovedReviews } from './home-api';

/**
 * "What our customers say": the company's featured testimonials (translated texts), then the newest visitors'
 * reviews an admin has approved (the public API never answers pending ones). Visitors' reviews are shown in the
 * language they were written in (`dir="auto"`); while they load or when the API fails, the testimonials stand alone.
 */
export function HomeReviews() {
  const { t } = useTranslation('home_part3');
  const featured = t('reviews.items', { returnObjects: true }) as Array<{ name: string; text: string }>;
  const approved = useApi(fetchApprovedReviews, [], { perLanguage: false });
  const visitors = approved.status === 'success' ? approved.data.items : [];
  return (
    <section className="section" aria-labelledby="reviews-heading">
      <div className="container">
        <h2 id="reviews-heading">{t('reviews.heading')}</h2>
        <ul className={styles.reviews}>
          {featured.map((review) => (
            <li key={review.name} className={`card ${styles.review}`}>
              <figure>
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <figcaption>{review.name}</figcaption>
              </figure>
            </li>
          ))}
          {visitors.map((review) => (
            <li key={review._id} className={`card ${styles.review}`} data-testid="home-approved-review">
              <figure>
                <blockquote>
                  <p dir="auto">{review.comment}</p>
                </blockquote>
                <figcaption dir="auto">{review.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
