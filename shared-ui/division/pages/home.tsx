import { Card, Grid, IMAGE_SIZES, ResponsiveImage, Section, useApi } from '@aurinko/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contentApi } from '../api/content-api';
import { PRODUCT_PAGES } from '../catalogue/product-pages';
import { ImageSlider } from '../components/ImageSlider';
import { useDocumentTitle } from '../hooks/use-document-title';
import { usePageTexts } from '../hooks/use-page-texts';
import type { Division } from '../namespaces';
import { divisionHomeMeta } from '../seo/page-meta';
import styles from './pages.module.css';

/**
 * Build stamp of the division pages (PUBLIC_DIVISION_PAGES_RELEASE at build time), compiled into THIS copy of the
 * shared division pages: it shows which team's build of them a page runs on (set by the independent-deployment
 * browser test; empty in a normal build, so nothing renders).
 */
const DIVISION_PAGES_RELEASE: string = import.meta.env.PUBLIC_DIVISION_PAGES_RELEASE ?? '';

function strings(value: unknown): string[] {
  return Array.isArray(value) ? (value as string[]) : [];
}

/**
 * The division home's hero picture: the admin's `division-hero` banner for the page's language (the seeded one until
 * the company puts its own), an upload served in its responsive variants and loaded first (the page's largest paint:
 * the server also hints it, route-manifest.mjs). Until it is known, and when there is none, a neutral surface of the
 * same box, so nothing moves.
 */
function HeroPicture({ division }: { division: Division }) {
  const heroes = useApi(() => contentApi.banners(division, 'hero'), [division]);
  const hero = heroes.status === 'success' ? heroes.data[0] : undefined;
  if (!hero) return <div className={styles.heroPicture} data-testid="division-hero-empty" />;
  return (
    <ResponsiveImage
      className={styles.heroPicture}
      src={hero.image}
      alt={hero.alt}
      focalPoint={hero.imageFocus}
      sizes={IMAGE_SIZES.divisionHero}
      width={1200}
      height={720}
      priority
      data-testid="division-hero"
    />
  );
}

/** Top of a division home: tagline, title, subtitle, call to action and the division's hero picture. */
export function DivisionHero({ division }: { division: Division }) {
  const { t } = useTranslation('division');
  const meta = usePageTexts(divisionHomeMeta(division));
  useDocumentTitle(meta.title, meta.description);
  const first = PRODUCT_PAGES[division][0];
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div>
          <p className={styles.tagline}>{t(`divisions.${division}.tagline`)}</p>
          <h1>{t(`divisions.${division}.hero.title`)}</h1>
          <p className={styles.lead}>{t(`divisions.${division}.hero.subtitle`)}</p>
          {first ? (
            <a className="btn btn-primary" href="#range">
              {t(`divisions.${division}.hero.cta`)}
            </a>
          ) : null}
        </div>
        <HeroPicture division={division} />
      </div>
    </section>
  );
}

/** The division's introduction and highlights. */
export function DivisionIntro({ division }: { division: Division }) {
  const { t } = useTranslation('division');
  const intro = strings(t(`divisions.${division}.intro`, { returnObjects: true }));
  const highlights = strings(t(`divisions.${division}.highlights`, { returnObjects: true }));
  return (
    <Section>
      <div className={styles.split}>
        <div className={styles.prose}>
          {intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <ul className={styles.checklist}>
          {highlights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/** Cards for every product page of the division. */
export function ProductRange({ division }: { division: Division }) {
  const { t } = useTranslation('division');
  return (
    <Section alt id="range" aria-labelledby="range-heading">
      <h2 id="range-heading">{t('nav.products')}</h2>
      <Grid min="16rem">
        {PRODUCT_PAGES[division].map((page) => (
          <Card key={page.routeKey} as="article" className={styles.linkCard}>
            <h3>
              <Link to={`/${division}/${page.routeKey}`}>{t(`${page.titleKey}.title`)}</Link>
            </h3>
            <p>{t(`${page.titleKey}.intro`)}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

/** A division home composed of the shared blocks; remotes add their own sections as children. */
export function DivisionHome({ division, children }: { division: Division; children?: ReactNode }) {
  return (
    <>
      <DivisionHero division={division} />
      <ImageSlider division={division} />
      <DivisionIntro division={division} />
      {children}
      <ProductRange division={division} />
      {DIVISION_PAGES_RELEASE ? (
        <p className="container" data-testid="division-pages-release">
          {DIVISION_PAGES_RELEASE}
        </p>
      ) : null}
    </>
  );
}
