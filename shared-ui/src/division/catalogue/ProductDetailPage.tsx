import { IMAGE_SIZES } from '@aurinko/contract/image-variants';
import { BidiText, Grid, ResponsiveImage, Section, useApi } from '@aurinko/shared-ui';
import { summarize } from '@aurinko/shared-ui/page-text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { contentApi, type Product } from '../api/content-api';
import { ApiView } from '../components/ApiView';
import { PageHeader } from '../components/PageHeader';
import { ShareLinks } from '../components/ShareLinks';
import { type TabItem, Tabs } from '../components/Tabs';
import type { Division } from '../namespaces';
import styles from './catalogue.module.css';
import { ProductCard } from './ProductCard';
import { type ProductPage, RELATED_PRODUCTS, relatedProductsQuery } from './product-pages';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n+/)
        .filter((line) => line.trim())
        .map((line, index) => (
          <p key={index}>
            <BidiText>{line}</BidiText>
          </p>
        ))}
    </>
  );
}

function PdfLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation('productcart');
  return (
    <a className="btn btn-primary" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}

const FACTS = ['segment', 'type', 'category', 'packing'] as const;

/** The product's key facts, as far as the data has them. */
function KeyFacts({ product }: { product: Product }) {
  const { t } = useTranslation('productcart');
  const facts = FACTS.filter((key) => product[key]);
  if (facts.length === 0) return null;
  return (
    <dl className={styles.labels}>
      {facts.map((key) => (
        <div key={key}>
          <dt>{t(`labels.${key}`)}</dt>
          <dd>
            <BidiText>{product[key]}</BidiText>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A few other products of the same range (the range's own order), as the list shows them. */
function RelatedProducts({
  division,
  page,
  current,
}: {
  division: Division;
  page: ProductPage;
  current: string;
}) {
  const { t } = useTranslation('productcart');
  const products = useApi(
    () => contentApi.products(page.group, relatedProductsQuery(page.group)),
    [page.group],
  );
  const others =
    products.status === 'success'
      ? products.data.items.filter((product) => product._id !== current).slice(0, RELATED_PRODUCTS)
      : [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="related-products-heading" className={styles.related}>
      <h2 id="related-products-heading">{t('related.heading')}</h2>
      <Grid as="ul" min="15rem" className={styles.productGrid}>
        {others.map((product) => (
          <ProductCard key={product._id} product={product} division={division} routeKey={page.routeKey} />
        ))}
      </Grid>
      <Link to={`/${division}/${page.routeKey}`}>{t('related.all')}</Link>
    </section>
  );
}

function productTabs(product: Product, t: (key: string) => string): TabItem[] {
  const general: ReactNode = product.details ? <Paragraphs text={product.details} /> : null;
  const tabs: Array<TabItem | false> = [
    { id: 'general', label: t('tabs.generalInfo'), content: general ?? <KeyFacts product={product} /> },
    Boolean(product.composition) && {
      id: 'composition',
      label: t('tabs.composition'),
      content: <Paragraphs text={product.composition} />,
    },
    Boolean(product.indications) && {
      id: 'indications',
      label: t('tabs.indications'),
      content: <Paragraphs text={product.indications} />,
    },
    Boolean(product.usage) && {
      id: 'usage',
      label: t('tabs.usage'),
      content: <Paragraphs text={product.usage} />,
    },
    Boolean(product.report) && {
      id: 'report',
      label: t('tabs.report'),
      content: <PdfLink href={product.report ?? ''} label={t('openReport')} />,
    },
    Boolean(product.brochure) && {
      id: 'brochure',
      label: t('tabs.brochure'),
      content: <PdfLink href={product.brochure ?? ''} label={t('openBrochure')} />,
    },
    {
      id: 'feedback',
      label: t('tabs.feedback'),
      content: (
        <div className={styles.feedback}>
          <ReviewForm product={product._id} />
          <section aria-labelledby="approved-reviews-heading">
            <h3 id="approved-reviews-heading">{t('feedback.approvedReviews')}</h3>
            <ReviewList product={product._id} emptyText={t('feedback.noReviews')} />
          </section>
        </div>
      ),
    },
  ];
  return tabs.filter((tab): tab is TabItem => Boolean(tab));
}

/** A product of a product page at `/<division>/<routeKey>/<productId>`; the tab is kept in `?tab=`. */
export function ProductDetailPage({ division, page }: { division: Division; page: ProductPage }) {
  const { t } = useTranslation(['productcart', 'division']);
  const { productId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const product = useApi(() => contentApi.product(productId), [productId]);
  const back = (
    <Link to={`/${division}/${page.routeKey}`} className={styles.backLink}>
      {t('backToRange')}: {t(`division:${page.titleKey}.title`)}
    </Link>
  );
  // A product shown under another range's address is not this page's: the server answers such a URL 404 too.
  const elsewhere = product.status === 'success' && product.data.group !== page.group;
  if ((product.status === 'error' && product.error.status === 404) || elsewhere) {
    return (
      <Section>
        <PageHeader title={t('notFound')} />
        {back}
      </Section>
    );
  }
  return (
    <Section>
      {back}
      <ApiView state={product}>
        {(data) => (
          <article className={styles.detail}>
            <div className={styles.detailHead}>
              {data.image ? (
                <ResponsiveImage
                  src={data.image}
                  alt={data.name}
                  className={styles.detailImage}
                  sizes={IMAGE_SIZES.productDetail}
                  priority
                />
              ) : null}
              <div className={styles.detailAside}>
                <PageHeader title={data.name} description={summarize(data.details) || undefined} />
                {data.logo ? (
                  <ResponsiveImage src={data.logo} alt="" className={styles.logo} sizes="16rem" />
                ) : null}
                <section aria-labelledby="key-facts-heading" className={styles.keyFacts}>
                  <h2 id="key-facts-heading" className="visually-hidden">
                    {t('keyFacts')}
                  </h2>
                  <KeyFacts product={data} />
                </section>
                <div className={styles.actions}>
                  <Link
                    className="btn btn-primary"
                    to={`/${division}/contact_us?product=${encodeURIComponent(data._id)}`}
                  >
                    {t('enquire')}
                  </Link>
                  <a className="btn btn-secondary" href={contentApi.datasheetUrl(data._id)} download>
                    {t('datasheet.download')}
                  </a>
                </div>
                <ShareLinks title={data.name} />
              </div>
            </div>
            <Tabs
              label={t('tabsLabel')}
              tabs={productTabs(data, (key) => t(key))}
              selected={params.get('tab') ?? 'general'}
              onSelect={(id) =>
                setParams(
                  (current) => {
                    const copy = new URLSearchParams(current);
                    copy.set('tab', id);
                    return copy;
                  },
                  { replace: true },
                )
              }
            />
            <RelatedProducts division={division} page={page} current={data._id} />
          </article>
        )}
      </ApiView>
    </Section>
  );
}
