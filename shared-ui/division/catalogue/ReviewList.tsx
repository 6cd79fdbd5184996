import { useApi } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { contentApi } from '../api/content-api';
import { ApiView } from '../components/ApiView';
import { Pagination, usePageParam } from '../components/Pagination';
import styles from './catalogue.module.css';

const PAGE_SIZE = 10;

/** Approved reviews, of one product or of all products. */
export function ReviewList({ product, emptyText }: { product?: string; emptyText: string }) {
  const { t, i18n } = useTranslation('productcart');
  const [page, setPage] = usePageParam();
  const reviews = useApi(() => contentApi.reviews(product, { page, pageSize: PAGE_SIZE }), [product, page]);
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (
    <ApiView
      state={reviews}
      isEmpty={(data) => data.items.length === 0}
      empty={<p className={styles.hint}>{emptyText}</p>}
    >
      {(data) => (
        <>
          <ul className={styles.reviews} data-testid="approved-reviews">
            {data.items.map((review) => (
              <li key={review._id} className="card">
                <p className={styles.reviewHead}>
                  <strong>{review.name}</strong>{' '}
                  <span role="img" aria-label={t('feedback.ratingOption', { n: review.rating })}>
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(Math.max(0, 5 - review.rating))}
                  </span>{' '}
                  <time dateTime={review.createdAt}>{dates.format(new Date(review.createdAt))}</time>
                </p>
                <p>{review.comment}</p>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </>
      )}
    </ApiView>
  );
}
