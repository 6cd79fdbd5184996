import { summarize } from '@aurinko/contract/page-text';
import { formatPackSize, formatPrice } from '@aurinko/contract/product-facts';
import {
  BidiText,
  Grid,
  IMAGE_SIZES,
  isRichTextEmpty,
  Ltr,
  normalizeLanguage,
  ResponsiveImage,
  RichText,
  richTextToPlainText,
  Section,
  useApi,
} from '@aurinko/shared-ui';
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

const FACTS = ['segment', 'type', 'category'] as const;

/**
 * The product's key facts, as far as the data has them. Pack sizes and the price are formatted in the page's language
 * by the contract's one formatter (the data sheet uses the same), each in its own <bdi> so "50 غ" keeps its order in
 * an Arabic line; the registration number is a Latin code, left to right as a whole.
 */
function KeyFacts({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('productcart');
  const lang = normalizeLanguage(i18n.language);
  const facts = FACTS.filter((key) => product[key]);
  const price = formatPrice(product.price, product.currency, lang);
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
      {product.packSizes.length > 0 ? (
        <div>
          <dt>{t('labels.packSizes')}</dt>
          <dd>
            <ul className={styles.packSizes} data-testid="pack-sizes">
              {product.packSizes.map((size) => (
                <li key={`${size.amount}${size.unit}`}>
                  <bdi>{formatPackSize(size, lang)}</bdi>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : product.packing ? (
        <div>
          <dt>{t('labels.packing')}</dt>
          <dd>
            <BidiText>{product.packing}</BidiText>
          </dd>
        </div>
      ) : null}
      {product.registrationNumber ? (
        <div>
          <dt>{t('labels.registrationNumber')}</dt>
          <dd>
            <Ltr>{product.registrationNumber}</Ltr>
          </dd>
        </div>
      ) : null}
      {product.storage ? (
        <div>
          <dt>{t('labels.storage')}</dt>
          <dd>
            <BidiText>{product.storage}</BidiText>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('labels.price')}</dt>
        <dd>{price ? <bdi>{price}</bdi> : t('priceOnRequest')}</dd>
      </div>
    </dl>
  );
}

/** The dosage table: one row per species (or crop, or age group), in the page's language. */
function DosageTable({ rows }: { rows: Product['dosage'] }) {
  const { t } = useTranslation('productcart');
  return (
    <table className={styles.dosage}>
      <caption>{t('dosage.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dosage.species')}</th>
          <th scope="col">{t('dosage.weight')}</th>
          <th scope="col">{t('dosage.dose')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">
              <BidiText>{row.species}</BidiText>
            </th>
            <td>
              <BidiText>{row.weight}</BidiText>
            </td>
            <td>
              <BidiText>{row.dose}</BidiText>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
  // Details and usage are the studio's rich text (issue 33), in the language the answer names.
  const general: ReactNode = isRichTextEmpty(product.details) ? null : (
    <RichText value={product.details} language={product.detailsLanguage} />
  );
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
    !isRichTextEmpty(product.usage) && {
      id: 'usage',
      label: t('tabs.usage'),
      content: <RichText value={product.usage} language={product.usageLanguage} />,
    },
    product.dosage.length > 0 && {
      id: 'dosage',
      label: t('tabs.dosage'),
      content: <DosageTable rows={product.dosage} />,
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
  const { t, i18n } = useTranslation(['productcart', 'division']);
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
                  alt={data.imageAlt || data.name}
                  focalPoint={data.imageFocus}
                  className={styles.detailImage}
                  sizes={IMAGE_SIZES.productDetail}
                  priority
                />
              ) : null}
              <div className={styles.detailAside}>
                <PageHeader
                  title={data.name}
                  description={summarize(richTextToPlainText(data.details)) || undefined}
                />
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
                  <a
                    className="btn btn-secondary"
                    href={contentApi.datasheetUrl(data._id, normalizeLanguage(i18n.language))}
                    download
                  >
                    {t('datasheet.download')}
                  </a>
                </div>
                <ShareLinks title={data.name} />
              </div>
            </div>
            <Tabs
              idBase="product-tabs"
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
