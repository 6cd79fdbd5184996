import { Grid, Section, useApi } from '@aurinko/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contentApi } from '../api/content-api';
import { ApiView, EmptyState } from '../components/ApiView';
import { PageHeader } from '../components/PageHeader';
import { Pagination, usePageParam } from '../components/Pagination';
import { usePageTexts } from '../hooks/use-page-texts';
import type { Division } from '../namespaces';
import { LIST_PAGE_SIZE as PAGE_SIZE } from '../pages/page-reads';
import { productPageMeta } from '../seo/page-meta';
import styles from './catalogue.module.css';
import { NanotechSection } from './NanotechSection';
import { PageBanner } from './PageBanner';
import { ProductCard } from './ProductCard';
import type { ProductPage } from './product-pages';

/** One product page: banner, title, technology explanation, then the group's products from the API. */
export function ProductListPage({
  division,
  page,
  children,
}: {
  division: Division;
  page: ProductPage;
  /** Division-specific blocks shown after the list (e.g. the veterinary product types). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['division', 'productcart']);
  const [current, setCurrent] = usePageParam();
  const products = useApi(
    () => contentApi.products(page.group, { page: current, pageSize: PAGE_SIZE }),
    [page.group, current],
  );
  const { title, description } = usePageTexts(productPageMeta(page.titleKey));
  return (
    <>
      <Section>
        <PageBanner division={division} routeKey={page.routeKey} title={title} />
        <PageHeader title={title} intro={description} description={description} />
      </Section>
      {page.technology ? <NanotechSection technology={page.technology} /> : null}
      <Section aria-labelledby="products-heading">
        <h2 id="products-heading">{t('division:nav.products')}</h2>
        <ApiView
          state={products}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState text={t('productcart:empty')} />}
        >
          {(data) => (
            <>
              <Grid as="ul" min="15rem" className={styles.productGrid}>
                {data.items.map((product, index, products) => (
                  <ProductCard
                    key={product._id}
                    // The first product picture is the page's largest paint on a phone (hinted by the server); a
                    // product without one is passed over.
                    priority={index === products.findIndex((item) => item.image)}
                    product={product}
                    division={division}
                    routeKey={page.routeKey}
                  />
                ))}
              </Grid>
              <Pagination page={current} pageSize={PAGE_SIZE} total={data.total} onChange={setCurrent} />
            </>
          )}
        </ApiView>
      </Section>
      {children}
    </>
  );
}
