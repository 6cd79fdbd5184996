import { BidiText, IMAGE_SIZES, ResponsiveImage } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '../api/content-api';
import type { Division } from '../namespaces';
import styles from './catalogue.module.css';

/** One product in a list of products (a range's list, a product page's related products). */
export function ProductCard({
  product,
  division,
  routeKey,
  priority = false,
}: {
  product: Product;
  division: Division;
  routeKey: string;
  /** The list's first picture, seen without scrolling: loaded at once with high priority. */
  priority?: boolean;
}) {
  const { t } = useTranslation('productcart');
  return (
    <li className={`card ${styles.productCard}`}>
      {product.image ? (
        <ResponsiveImage
          src={product.image}
          alt={product.imageAlt || product.name}
          focalPoint={product.imageFocus}
          className={styles.productImage}
          sizes={IMAGE_SIZES.productCard}
          priority={priority}
        />
      ) : null}
      <h3>
        <BidiText>{product.name}</BidiText>
      </h3>
      {product.category ? (
        <p className={styles.meta}>
          <BidiText>{product.category}</BidiText>
        </p>
      ) : null}
      <Link
        className="btn btn-secondary"
        to={`/${division}/${routeKey}/${product._id}`}
        aria-label={t('viewDetailsOf', { name: product.name })}
      >
        {t('viewDetails')}
      </Link>
    </li>
  );
}
