import { createHash } from 'node:crypto';
import { paragraphsToRichText } from '@aurinko/contract/rich-text';
import type { EntityManager } from 'typeorm';
import { LANGUAGES, type Lang } from '../../common/lang/languages.js';
import { richTextsOf } from '../../common/translations/rich-texts.js';
import { scriptLanguage } from '../../database/migrations/1764434000000-review-language.js';
import type { Seed, SeedContext } from '../../database/seeds/seed.js';
import { UPLOADS_URL_PREFIX } from '../../files/files.service.js';
import { MediaItemEntity } from '../../media/media-item.entity.js';
import blogPosts from '../../seed/data/blog-posts.json' with { type: 'json' };
import { CERTIFICATES } from '../../seed/data/certificates.data.js';
import { EVENTS } from '../../seed/data/events.data.js';
import { FACULTY } from '../../seed/data/faculty.data.js';
import {
  BROCHURES,
  DIVISION_HEROES,
  DIVISION_NAMES,
  GALLERY_BY_DIVISION,
  GALLERY_CAPTIONS,
  GALLERY_CATEGORIES,
  PAGE_TITLES,
  VIDEOS,
} from '../../seed/data/media.data.js';
import { ORIGINAL_FACTS } from '../../seed/data/original-facts.data.js';
import { PRODUCT_CARDS } from '../../seed/data/product-cards.data.js';
import { dosageByLanguage } from '../../seed/data/product-facts.data.js';
import { CATEGORIES, FORMS, type ProductSeed, SEGMENTS } from '../../seed/data/products.common.js';
import { AGRICULTURE_PRODUCTS } from '../../seed/data/products-agriculture.data.js';
import { HUMAN_PRODUCTS } from '../../seed/data/products-human.data.js';
import { VETERINARY_PRODUCTS } from '../../seed/data/products-veterinary.data.js';
import { AGRICULTURE_RANGE_PRODUCTS } from '../../seed/data/ranges-agriculture.data.js';
import { HUMAN_RANGE_PRODUCTS } from '../../seed/data/ranges-human.data.js';
import { VETERINARY_RANGE_PRODUCTS } from '../../seed/data/ranges-veterinary.data.js';
import { REPORTS } from '../../seed/data/reports.data.js';
import { BannerEntity, PageBannerEntity } from '../banners/banner.entity.js';
import { BlogPostEntity, type BlogSection, type TranslatedSections } from '../blogs/blog-post.entity.js';
import { BrochureEntity } from '../brochures/brochure.entity.js';
import { CertificateEntity } from '../certificates/certificate.entity.js';
import { DIVISIONS, type Division, PRODUCT_GROUPS, productGroup } from '../common/divisions.js';
import { EventEntity } from '../events/event.entity.js';
import { FacultyMemberEntity } from '../faculty/faculty-member.entity.js';
import { GalleryCategoryEntity, GalleryPhotoEntity } from '../gallery/gallery.entity.js';
import { ProductCardEntity } from '../product-cards/product-card.entity.js';
import { ProductEntity } from '../products/product.entity.js';
import { ReportEntity } from '../reports/report.entity.js';
import { ReviewEntity } from '../reviews/review.entity.js';
import { VideoEntity } from '../videos/video.entity.js';
import {
  type ArtOwner,
  avatarSvg,
  bannerSvg,
  DIVISION_COLORS,
  HERO_SIZE,
  heroSvg,
  mapLimit,
  photoSvg,
  posterSvg,
  productSvg,
  storePdf,
  storeSvgAsImage,
} from './assets.js';

const RENDER_CONCURRENCY = 4;
/** A distinct colour per product group (22), cycling over a brand-friendly palette. */
const PALETTE = [
  '#0e7490',
  '#0f766e',
  '#15803d',
  '#4d7c0f',
  '#b45309',
  '#c2410c',
  '#be123c',
  '#7c3aed',
  '#1d4ed8',
  '#0369a1',
  '#a16207',
];
const groupColor = (group: string) =>
  PALETTE[PRODUCT_GROUPS.findIndex((g) => g.group === group) % PALETTE.length] ?? '#0e7490';

/**
 * Each seeded picture's seed text (`@aurinko/contract/artwork`): what it belongs to, so no two pages share a
 * picture, and the refresh below draws the same picture the first seeding did.
 */
const pageBannerSeed = (key: string) => `page:${key}`;
const blogCoverSeed = (slug: string) => `blog:${slug}`;
const gallerySeed = (division: string, category: string, n: number) => `gallery:${division}:${category}:${n}`;
const videoSeed = (title: string) => `video:${title}`;
const sliderSeed = (division: string, n: number) => `slider:${division}:${n}`;
const portraitSeed = (index: number) => `faculty:${index}`;
const eventSeed = (title: string, n: number) => `event:${title}:${n}`;
const ownerOf = (division: string | null | undefined): ArtOwner =>
  (DIVISIONS as readonly string[]).includes(division ?? '') ? (division as Division) : 'company';

/**
 * Every seeded product: the first two of each range, then the four that complete each range to six (issue 35), each
 * with its facts (issue 34; the first ones' by name from original-facts.data.ts).
 */
export const ALL_PRODUCTS: ProductSeed[] = [
  ...HUMAN_PRODUCTS,
  ...VETERINARY_PRODUCTS,
  ...AGRICULTURE_PRODUCTS,
  ...HUMAN_RANGE_PRODUCTS,
  ...VETERINARY_RANGE_PRODUCTS,
  ...AGRICULTURE_RANGE_PRODUCTS,
].map((product) => ({ ...product, facts: product.facts ?? ORIGINAL_FACTS[product.name.en] }));

/** The facts columns of a seeded product (pack sizes, registration, storage, dosage, price). */
function factsColumns(p: ProductSeed): Partial<ProductEntity> {
  const facts = p.facts;
  if (!facts) return {};
  return {
    packSizes: facts.packs.map(({ amount, unit }) => ({ amount, unit })),
    registrationNumber: facts.registration,
    storage: facts.storage,
    dosage: dosageByLanguage(facts.dosage),
    price: facts.price ?? '',
    currency: 'USD',
  };
}

/** A seeded product's row with its own pack-shot picture (and, for some, a report and a brochure). */
async function productRow(
  manager: EntityManager,
  storage: SeedContext['storage'],
  p: ProductSeed,
  sortOrder: number,
  now: Date,
): Promise<ProductEntity> {
  const info = productGroup(p.group);
  if (!info) throw new Error(`Seed product ${p.name.en} has an unknown group ${p.group}`);
  const color = groupColor(p.group);
  const image = await storeSvgAsImage(storage, 'products', productSvg(p.name.en, color, FORMS[p.form].shape));
  const lines = [
    p.details.en,
    `Composition: ${p.composition.en}`,
    `Indications: ${p.indications.en}`,
    `Usage: ${p.usage.en}`,
    `Packing: ${p.packing.en}`,
  ];
  const report = p.documents
    ? await storePdf(storage, 'reports', `${p.name.en} - product report`, lines)
    : null;
  const brochure = p.documents
    ? await storePdf(storage, 'brochures', `${p.name.en} - brochure`, lines)
    : null;
  return manager.create(ProductEntity, {
    group: p.group,
    division: info.division,
    name: p.name,
    details: richTextsOf(p.details),
    segment: SEGMENTS[info.division],
    type: FORMS[p.form].type,
    category: CATEGORIES[p.group] ?? {},
    packing: p.packing,
    composition: p.composition,
    indications: p.indications,
    usage: richTextsOf(p.usage),
    ...factsColumns(p),
    image,
    logo: null,
    report,
    brochure,
    sortOrder,
    published: true,
    createdAt: now,
    updatedAt: now,
  });
}

const productsSeed: Seed = {
  name: 'content-products-2026-11',
  async run(manager, { storage }) {
    const now = new Date();
    const rows = await mapLimit(ALL_PRODUCTS, RENDER_CONCURRENCY, (p, index) =>
      productRow(manager, storage, p, index, now),
    );
    await manager.save(rows, { chunk: 50 });

    const banners = await mapLimit(Object.entries(PAGE_TITLES), RENDER_CONCURRENCY, async ([key, title]) => {
      const division = key.split('/')[0] as Division;
      const image = await storeSvgAsImage(storage, 'banners', bannerSvg(division, pageBannerSeed(key)));
      return manager.create(PageBannerEntity, { key, title, image, createdAt: now, updatedAt: now });
    });
    await manager.save(banners);
  },
};

/**
 * Full ranges and product facts (issues 34, 35) on a database seeded before them: the products a range lacks are
 * added (each with its own pack-shot picture, at the end of its range), and seeded products that have no facts yet get
 * theirs. A product an admin has given pack sizes or a registration number is left as it is. On a new database the
 * products seed above already wrote everything, and this finds nothing to do.
 */
const productRangesSeed: Seed = {
  name: 'content-product-ranges-2026-11',
  async run(manager, { storage }) {
    const now = new Date();
    const existing = await manager.find(ProductEntity);
    const byKey = new Map(existing.map((row) => [`${row.group}|${row.name?.en ?? ''}`, row]));
    let nextOrder = existing.reduce((max, row) => Math.max(max, row.sortOrder), -1) + 1;
    for (const p of ALL_PRODUCTS) {
      const row = byKey.get(`${p.group}|${p.name.en}`);
      if (!row) {
        await manager.save(await productRow(manager, storage, p, nextOrder++, now));
      } else if ((row.packSizes ?? []).length === 0 && !row.registrationNumber) {
        await manager.update(ProductEntity, { id: row.id }, { ...factsColumns(p), updatedAt: now });
      }
    }
  },
};

interface BlogJson {
  slug: string;
  division: string;
  category: string;
  publishedAt: string;
  title: Partial<Record<Lang, string>>;
  excerpt: Partial<Record<Lang, string>>;
  sections: Array<{ heading: Partial<Record<Lang, string>>; paragraphs: Partial<Record<Lang, string[]>> }>;
}

/**
 * `[{heading: {en…}, paragraphs: {en: […]…}}]` → `{en: [{heading, body}], …}` (only complete languages): the seed file's
 * plain paragraphs become the section's rich text document, one paragraph each.
 */
export function sectionsByLanguage(sections: BlogJson['sections']): TranslatedSections {
  const out: TranslatedSections = {};
  for (const lang of LANGUAGES) {
    const own: BlogSection[] = [];
    for (const s of sections) {
      const heading = s.heading[lang];
      const paragraphs = s.paragraphs[lang];
      if (!heading || !paragraphs?.length) break;
      own.push({ heading, body: paragraphsToRichText(paragraphs) });
    }
    if (own.length === sections.length) out[lang] = own;
  }
  return out;
}

const blogsSeed: Seed = {
  name: 'content-blogs-2026-11',
  async run(manager, { storage }) {
    for (const [index, post] of (blogPosts as BlogJson[]).entries()) {
      const division = (DIVISIONS as readonly string[]).includes(post.division)
        ? (post.division as Division)
        : 'veterinary';
      const cover = await storeSvgAsImage(storage, 'blogs', bannerSvg(division, blogCoverSeed(post.slug)));
      await manager.insert(BlogPostEntity, {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        sections: sectionsByLanguage(post.sections),
        cover,
        category: post.category,
        division,
        publishedAt: new Date(`${post.publishedAt}T08:00:00Z`),
        published: true,
        sortOrder: index,
        createdAt: new Date(`${post.publishedAt}T08:00:00Z`),
        updatedAt: new Date(`${post.publishedAt}T08:00:00Z`),
      });
    }
  },
};

const reportsSeed: Seed = {
  name: 'content-reports-2026-11',
  async run(manager, { storage }) {
    const now = new Date();
    const rows = await mapLimit(REPORTS, RENDER_CONCURRENCY, async (r, index) =>
      manager.create(ReportEntity, {
        title: r.title,
        details: richTextsOf(r.details),
        category: r.category,
        division: r.division,
        file: await storePdf(storage, r.category === 'Reports' ? 'reports' : 'articles', r.title.en, [
          r.details.en,
          `Division: ${DIVISION_NAMES[r.division].en}. Category: ${r.category}.`,
        ]),
        sortOrder: index,
        createdAt: now,
        updatedAt: now,
      }),
    );
    await manager.save(rows);
  },
};

const mediaSeed: Seed = {
  name: 'content-media-2026-11',
  async run(manager, { storage }) {
    const now = new Date();
    await manager.insert(
      GalleryCategoryEntity,
      GALLERY_CATEGORIES.map((c, i) => ({
        key: c.key,
        label: c.label,
        sortOrder: i,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const photos = DIVISIONS.flatMap((division) =>
      (GALLERY_BY_DIVISION[division] ?? []).flatMap((category) =>
        [1, 2].map((n) => ({ division, category, n })),
      ),
    );
    const photoRows = await mapLimit(photos, RENDER_CONCURRENCY, async ({ division, category, n }, index) => {
      const base = GALLERY_CAPTIONS[category]?.(n);
      const caption = Object.fromEntries(
        LANGUAGES.map((l) => [l, `${DIVISION_NAMES[division][l]} — ${base?.[l] ?? category}`]),
      );
      const image = await storeSvgAsImage(
        storage,
        'gallery',
        photoSvg(category, division, gallerySeed(division, category, n)),
      );
      return manager.create(GalleryPhotoEntity, {
        category,
        division,
        caption,
        image,
        sortOrder: index,
        createdAt: now,
        updatedAt: now,
      });
    });
    await manager.save(photoRows);

    for (const [index, v] of VIDEOS.entries()) {
      const poster = await storeSvgAsImage(
        storage,
        'videos',
        posterSvg(v.division ?? 'company', videoSeed(v.title.en)),
      );
      await manager.insert(VideoEntity, {
        title: v.title,
        division: v.division,
        url: v.url,
        poster,
        sortOrder: index,
        createdAt: now,
        updatedAt: now,
      });
    }

    for (const [index, b] of BROCHURES.entries()) {
      const file = await storePdf(storage, 'brochures', b.name.en, [
        `${DIVISION_NAMES[b.division].en} - ${b.category}`,
        ...ALL_PRODUCTS.filter((p) => productGroup(p.group)?.division === b.division).map(
          (p) => `${p.name.en}: ${p.details.en}`,
        ),
      ]);
      await manager.insert(BrochureEntity, {
        name: b.name,
        category: b.category,
        division: b.division,
        file,
        sortOrder: index,
        createdAt: now,
        updatedAt: now,
      });
    }

    for (const division of DIVISIONS) {
      for (const n of [0, 1]) {
        const image = await storeSvgAsImage(storage, 'banners', bannerSvg(division, sliderSeed(division, n)));
        const first = PRODUCT_GROUPS.find((g) => g.division === division);
        await manager.insert(BannerEntity, {
          placement: 'slider',
          division,
          language: 'all',
          alt: DIVISION_NAMES[division],
          image,
          link: n === 0 ? `/${division}/about` : `/${division}/${first?.routeKey ?? ''}`,
          sortOrder: n,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  },
};

const facultySeed: Seed = {
  name: 'content-faculty-2026-11',
  async run(manager, { storage }) {
    const now = new Date();
    for (const [index, f] of FACULTY.entries()) {
      const photo = await storeSvgAsImage(storage, 'faculty', avatarSvg(portraitSeed(index)));
      await manager.insert(FacultyMemberEntity, {
        name: f.name,
        designation: f.designation,
        bio: f.bio,
        photo,
        sortOrder: index,
        createdAt: now,
        updatedAt: now,
      });
    }
  },
};

const SAMPLE_REVIEWS: Array<{
  product: string;
  name: string;
  email: string;
  rating: number;
  comment: string;
}> = [
  {
    product: 'NanoCurcumin Plus',
    name: 'Priya S.',
    email: 'priya@example.com',
    rating: 5,
    comment: 'My knees feel much better after two months. Easy to take, no aftertaste.',
  },
  {
    product: 'NanoCurcumin Plus',
    name: 'أحمد م.',
    email: 'ahmed@example.com',
    rating: 4,
    comment: 'منتج ممتاز، لاحظت فرقًا في آلام المفاصل بعد عدة أسابيع.',
  },
  {
    product: 'Milk Booster Powder',
    name: 'Ramesh K.',
    email: 'ramesh@example.com',
    rating: 5,
    comment: 'Our fresh cows ate better and milk went up within two weeks.',
  },
  {
    product: 'Yeppuen Hydra Serum',
    name: '김지은',
    email: 'jieun@example.com',
    rating: 5,
    comment: '가볍고 촉촉해서 매일 아침 사용하고 있어요.',
  },
  {
    product: 'Nano Nitrogen 4',
    name: 'Sunil P.',
    email: 'sunil@example.com',
    rating: 4,
    comment: 'Two sprays on wheat, greener crop and less urea to carry to the field.',
  },
];

const reviewsSeed: Seed = {
  name: 'content-reviews-2026-11',
  async run(manager: EntityManager) {
    const products = await manager.find(ProductEntity, { select: { id: true, name: true } });
    const idOf = new Map(products.map((p) => [p.name.en, p.id]));
    const now = Date.now();
    for (const [index, r] of SAMPLE_REVIEWS.entries()) {
      const productId = idOf.get(r.product);
      if (productId === undefined) continue;
      const at = new Date(now - (index + 1) * 86_400_000);
      await manager.insert(ReviewEntity, {
        name: r.name,
        email: r.email,
        rating: r.rating,
        comment: r.comment,
        productId,
        language: scriptLanguage(`${r.comment} ${r.name}`),
        approved: true,
        createdAt: at,
        approvedAt: at,
      });
    }
  },
};

const productCardsSeed: Seed = {
  name: 'content-product-cards-2026-11',
  async run(manager, { storage }) {
    const now = new Date();
    for (const [index, card] of PRODUCT_CARDS.entries()) {
      const image = await storeSvgAsImage(
        storage,
        'product-cards',
        productSvg(card.name.en, card.color, card.shape),
      );
      await manager.insert(ProductCardEntity, {
        name: card.name,
        details: card.details,
        category: card.category,
        rating: card.rating,
        image,
        sortOrder: index,
        published: true,
        createdAt: now,
        updatedAt: now,
      });
    }
  },
};

const eventsSeed: Seed = {
  name: 'content-events-2026-11',
  async run(manager, { storage }) {
    const now = new Date();
    for (const [index, event] of EVENTS.entries()) {
      const images = await mapLimit(event.captions, RENDER_CONCURRENCY, (_caption, i) =>
        storeSvgAsImage(storage, 'events', photoSvg(event.scene, event.owner, eventSeed(event.title.en, i))),
      );
      await manager.insert(EventEntity, {
        title: event.title,
        date: new Date(`${event.date}T00:00:00Z`),
        place: event.place,
        description: richTextsOf(event.description),
        images,
        sortOrder: index,
        published: true,
        createdAt: now,
        updatedAt: now,
      });
    }
  },
};

/**
 * The certificates the page listed from its translation files before they were content (issue 35), each with a small
 * generated PDF of its facts (English; the page's link names it in the visitor's language).
 */
/** A seeded certificate's PDF: its number, issuer and validity. */
const certificatePdf = (storage: SeedContext['storage'], c: (typeof CERTIFICATES)[number]) =>
  storePdf(storage, 'certificates', `${c.name} certificate`, [
    `Certificate number: ${c.number}`,
    `Issued by: ${c.issuer || 'An accredited certification body (NABCB)'}`,
    `Valid from ${c.validFrom} until ${c.validUntil}`,
    'Holder: Aurinko Life Sciences Pvt. Ltd.',
    c.description.en,
  ]);

const certificatesSeed: Seed = {
  name: 'content-certificates-2026-11',
  async run(manager, { storage }) {
    const now = new Date();
    for (const [index, c] of CERTIFICATES.entries()) {
      const file = await certificatePdf(storage, c);
      await manager.insert(CertificateEntity, {
        name: c.name,
        description: c.description,
        number: c.number,
        issuer: c.issuer,
        validFrom: new Date(`${c.validFrom}T00:00:00Z`),
        validUntil: new Date(`${c.validUntil}T00:00:00Z`),
        badge: c.badge,
        file,
        sortOrder: index,
        published: true,
        createdAt: now,
        updatedAt: now,
      });
    }
  },
};

/**
 * Databases seeded before the art system (issue 17: words on drawings; issue 35: clip-art scenes, one banner per
 * colour, silhouettes for portraits): redraws every picture that is still the seed's (its file under
 * `uploads/seed/`), with the same parameters the seeds above use now, so on a fresh database it changes nothing.
 * A picture an admin uploaded is left alone; the start-up sweep then removes the old drawings, which nothing
 * references any more. Renamed with each change of the system, so older databases run it once more.
 */
const artworkRefreshSeed: Seed = {
  name: 'content-artwork-system-2026-11',
  async run(manager, { storage }) {
    const seeded = (url: string | null | undefined): url is string =>
      typeof url === 'string' && url.startsWith(`${UPLOADS_URL_PREFIX}seed/`);
    const redraw = async <E extends { id: number }>(
      entity: new () => E,
      rows: E[],
      column: keyof E & string,
      draw: (row: E) => Promise<string | null>,
    ) => {
      for (const row of rows) {
        if (!seeded(row[column] as string | null)) continue;
        const url = await draw(row);
        if (url && url !== row[column])
          await manager.update(entity, { id: row.id } as never, { [column]: url } as never);
      }
    };

    await redraw(ProductEntity, await manager.find(ProductEntity), 'image', async (row) => {
      const p = ALL_PRODUCTS.find((product) => product.name.en === row.name?.en);
      return p
        ? storeSvgAsImage(
            storage,
            'products',
            productSvg(p.name.en, groupColor(p.group), FORMS[p.form].shape),
          )
        : null;
    });
    await redraw(ProductCardEntity, await manager.find(ProductCardEntity), 'image', async (row) => {
      const card = PRODUCT_CARDS.find((c) => c.name.en === row.name?.en);
      return card
        ? storeSvgAsImage(storage, 'product-cards', productSvg(card.name.en, card.color, card.shape))
        : null;
    });
    const photos = await manager.find(GalleryPhotoEntity, { order: { sortOrder: 'ASC', id: 'ASC' } });
    await redraw(GalleryPhotoEntity, photos, 'image', async (row) => {
      const n =
        photos.filter((p) => p.division === row.division && p.category === row.category).indexOf(row) + 1;
      const division = (DIVISIONS as readonly string[]).includes(row.division ?? '')
        ? (row.division as Division)
        : 'human';
      return storeSvgAsImage(
        storage,
        'gallery',
        photoSvg(row.category, division, gallerySeed(division, row.category, n)),
      );
    });
    await redraw(VideoEntity, await manager.find(VideoEntity), 'poster', async (row) =>
      storeSvgAsImage(
        storage,
        'videos',
        posterSvg(ownerOf(row.division), videoSeed(row.title?.en ?? String(row.sortOrder))),
      ),
    );
    await redraw(FacultyMemberEntity, await manager.find(FacultyMemberEntity), 'photo', async (row) =>
      storeSvgAsImage(storage, 'faculty', avatarSvg(portraitSeed(row.sortOrder))),
    );
    await redraw(BlogPostEntity, await manager.find(BlogPostEntity), 'cover', async (row) =>
      storeSvgAsImage(storage, 'blogs', bannerSvg(ownerOf(row.division), blogCoverSeed(row.slug))),
    );
    const pageKeys = Object.keys(PAGE_TITLES);
    await redraw(PageBannerEntity, await manager.find(PageBannerEntity), 'image', async (row) => {
      const division = row.key.split('/')[0] as Division;
      return !pageKeys.includes(row.key) || !DIVISION_COLORS[division]
        ? null
        : storeSvgAsImage(storage, 'banners', bannerSvg(division, pageBannerSeed(row.key)));
    });
    const sliders = await manager.find(BannerEntity, { where: { placement: 'slider' } });
    await redraw(BannerEntity, sliders, 'image', async (row) => {
      const division = row.division as Division;
      return DIVISION_COLORS[division]
        ? storeSvgAsImage(storage, 'banners', bannerSvg(division, sliderSeed(division, row.sortOrder)))
        : null;
    });
    for (const event of await manager.find(EventEntity)) {
      const seed = EVENTS.find((e) => e.title.en === event.title?.en);
      if (!seed || !event.images?.some(seeded)) continue;
      const images = await Promise.all(
        event.images.map((url, i) =>
          seeded(url)
            ? storeSvgAsImage(
                storage,
                'events',
                photoSvg(seed.scene, seed.owner, eventSeed(seed.title.en, i)),
              )
            : url,
        ),
      );
      if (images.some((url, i) => url !== event.images[i]))
        await manager.update(EventEntity, { id: event.id }, { images });
    }
  },
};

/**
 * Databases seeded before one certificate lapsed (issue 35): the seeded HACCP certificate, while it is still the
 * seed's first one (its old number), takes the lapsed validity, number and PDF of certificates.data.ts.
 */
const certificateLapsedSeed: Seed = {
  name: 'content-certificate-lapsed-2026-11',
  async run(manager, { storage }) {
    const c = CERTIFICATES.find((certificate) => certificate.name === 'HACCP');
    if (!c) return;
    await manager.update(
      CertificateEntity,
      { name: c.name, number: 'HACCP-IN-24-0318' },
      {
        number: c.number,
        validFrom: new Date(`${c.validFrom}T00:00:00Z`),
        validUntil: new Date(`${c.validUntil}T00:00:00Z`),
        file: await certificatePdf(storage, c),
      },
    );
  },
};

/**
 * Each division home's hero picture as content (issue 35): a seeded file under `uploads/seed/banners/` referenced by
 * a `division-hero` banner for every language, its alt text in the six languages, replaceable in the dashboard. A
 * division that already has a hero (an admin added one) is left alone.
 */
const divisionHeroesSeed: Seed = {
  name: 'content-division-heroes-2026-11',
  async run(manager, { storage }) {
    const now = new Date();
    for (const division of DIVISIONS) {
      if (await manager.exists(BannerEntity, { where: { placement: 'hero', division } })) continue;
      const hero = DIVISION_HEROES[division];
      const image = await storeSvgAsImage(storage, 'banners', heroSvg(division, hero.scene));
      // An item the media library keeps, named and described: the company finds it there, and it stays there (with
      // its file) when a hero picture replaces it, to be picked again.
      const bytes = await storage.read(image.slice(UPLOADS_URL_PREFIX.length));
      if (bytes && !(await manager.exists(MediaItemEntity, { where: { url: image } }))) {
        await manager.insert(MediaItemEntity, {
          url: image,
          kind: 'image',
          originalName: `hero-${division}.webp`,
          size: bytes.length,
          width: HERO_SIZE.width,
          height: HERO_SIZE.height,
          contentHash: createHash('sha256').update(bytes).digest('hex'),
          alt: hero.alt,
          caption: {},
          focus: null,
          kept: true,
          createdAt: now,
          updatedAt: now,
        });
      }
      await manager.insert(BannerEntity, {
        placement: 'hero',
        division,
        language: 'all',
        alt: hero.alt,
        image,
        link: null,
        sortOrder: 0,
        createdAt: now,
        updatedAt: now,
      });
    }
  },
};

/** Run once each, in this order, on first start (registered in the seed runner). */
export const CONTENT_SEEDS: Seed[] = [
  productsSeed,
  productRangesSeed,
  blogsSeed,
  reportsSeed,
  mediaSeed,
  facultySeed,
  reviewsSeed,
  productCardsSeed,
  eventsSeed,
  artworkRefreshSeed,
  certificatesSeed,
  certificateLapsedSeed,
  divisionHeroesSeed,
];
