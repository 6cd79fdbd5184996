import type { SharedPage } from '../catalogue/product-pages';

/** Translation keys (`namespace:key`) of a page's title (its heading) and meta description. */
export interface MetaKeys {
  title: string;
  description: string;
}

/**
 * What each page every division shares puts in the tab title ("<title> – <company>") and the meta description.
 * The pages set these texts when they run, and the build publishes them in the remote's `routes.json`, from which
 * the shell's server writes them into the HTML before any script runs: one table, so both always agree (a unit test
 * renders every route and compares).
 */
export const SHARED_PAGE_META: Record<SharedPage, MetaKeys> = {
  about: { title: 'about:heading', description: 'company:shortDescription' },
  facultySection: { title: 'media:faculty.title', description: 'media:faculty.intro' },
  vision: { title: 'visionmission:heading', description: 'visionmission:vision.statement' },
  manufacturing: { title: 'manufacturing:title', description: 'manufacturing:intro' },
  research: { title: 'research_development:title', description: 'research_development:intro' },
  export: { title: 'export:title', description: 'export:paragraphs.0' },
  certificates: { title: 'certificates:title', description: 'certificates:intro' },
  report: { title: 'media:reports.title', description: 'media:reports.intro' },
  gallery: { title: 'gallery:heading', description: 'gallery:intro' },
  review: { title: 'media:review.title', description: 'media:review.intro' },
  photo_gallery: { title: 'gallery:photoGalleryHeading', description: 'gallery:intro' },
  videos: { title: 'media:videos.title', description: 'media:videos.intro' },
  brochures: { title: 'media:brochures.title', description: 'media:brochures.intro' },
  blog: { title: 'media:blog.title', description: 'media:blog.intro' },
  articles: { title: 'media:articles.title', description: 'media:articles.intro' },
  ingredients: { title: 'ingredients:title', description: 'ingredients:intro' },
  contact_us: { title: 'contact:title', description: 'contact:intro' },
};

/** A division's home page. */
export function divisionHomeMeta(division: string): MetaKeys {
  return {
    title: `division:divisions.${division}.name`,
    description: `division:divisions.${division}.hero.subtitle`,
  };
}

/** A product page (a range) of a division; `titleKey` as in PRODUCT_PAGES. */
export function productPageMeta(titleKey: string): MetaKeys {
  return { title: `division:${titleKey}.title`, description: `division:${titleKey}.intro` };
}

/** The tab title of every division page: "<title> – <company short name>". */
export const TITLE_TEMPLATE = { key: 'company:shortName', join: ' – ' } as const;
