import { plainTextToRichText } from '@aurinko/contract/rich-text';
import type { DataSource } from 'typeorm';
import { AuditLogEntity } from '../../audit/audit-log.entity.js';
import { LANGUAGES } from '../../common/lang/languages.js';
import { richTextsOf } from '../../common/translations/rich-texts.js';
import { BlogPostEntity } from '../../content/blogs/blog-post.entity.js';
import { DIVISIONS, PRODUCT_GROUPS } from '../../content/common/divisions.js';
import { ContactMessageEntity } from '../../content/contact/contact-message.entity.js';
import { ProductEntity } from '../../content/products/product.entity.js';
import { ReviewEntity } from '../../content/reviews/review.entity.js';
import { ensureSearchTexts, suspendSearchTexts } from '../../studio/search-texts.js';
import { ensureTranslationCounters, suspendTranslationCounters } from '../../studio/translation-counters.js';
import { withoutQueryTimeout } from '../startup-lock.js';

export interface BulkCounts {
  products?: number;
  posts?: number;
  messages?: number;
  reviews?: number;
  auditRows?: number;
}

/** Rows per INSERT: few enough parameters for SQLite (32,766) and MySQL (65,535). */
const CHUNK = 500;
const WORDS = [
  'calcium',
  'zinc',
  'vitamin',
  'probiotic',
  'mineral',
  'herbal',
  'protein',
  'omega',
  'iron',
  'enzyme',
];

const translated = (text: string, i: number, everyLanguage: boolean) =>
  Object.fromEntries(
    (everyLanguage ? LANGUAGES : LANGUAGES.filter((_, n) => n <= i % LANGUAGES.length)).map((lang) => [
      lang,
      `${text} ${lang}`,
    ]),
  );

/**
 * Seeds many rows fast, straight through TypeORM's bulk INSERT (no per-row service logic, no files): the data-scale
 * tests and `pnpm bench:content` (issue 37). Products are spread over the 22 groups, 90 % published, with texts in
 * one to six languages; posts over the divisions (one in four for every division); messages over two years.
 * Returns nothing; ids follow the tables' auto-increment. `searchTexts: false` leaves the search texts suspended
 * (searches scan the JSON texts, as before the search-text table): for a test that never searches, whose refill
 * (on MariaDB with the trigram table) would be most of its seeding time.
 */
export async function seedBulk(
  dataSource: DataSource,
  counts: BulkCounts,
  { startAt = Date.now(), searchTexts = true }: { startAt?: number; searchTexts?: boolean } = {},
): Promise<void> {
  // The translation counters' triggers would cost more than the INSERTs themselves (tens of counter rows per
  // product on MySQL): they are dropped while the rows go in, then recreated and the counters rebuilt in one pass.
  // Likewise the search texts' triggers (a row per field and language): refilled from the rows afterwards.
  const suspended = await suspendTranslationCounters(dataSource);
  const searchSuspended = await suspendSearchTexts(dataSource);
  try {
    await seedRows(dataSource, counts, startAt);
  } finally {
    if (suspended) await withoutQueryTimeout(dataSource, () => ensureTranslationCounters(dataSource));
    if (searchSuspended && searchTexts)
      await withoutQueryTimeout(dataSource, () => ensureSearchTexts(dataSource));
  }
}

async function seedRows(dataSource: DataSource, counts: BulkCounts, startAt: number): Promise<void> {
  const at = (i: number) => new Date(Math.floor((startAt - i * 60_000) / 1000) * 1000);
  const inChunks = async <T extends object>(
    entity: new () => T,
    total: number,
    make: (i: number) => Partial<T>,
  ) => {
    const metadata = dataSource.getMetadata(entity);
    const driver = dataSource.driver;
    // Plain multi-row INSERTs with the columns' own conversions (transformers, dates, booleans): TypeORM's insert
    // builder costs more per row than the database does.
    for (let from = 0; from < total; from += CHUNK * 20) {
      await dataSource.transaction(async (manager) => {
        for (let start = from; start < Math.min(total, from + CHUNK * 20); start += CHUNK) {
          const rows: Partial<T>[] = [];
          for (let i = start; i < Math.min(total, start + CHUNK); i++) rows.push(make(i));
          const first = rows[0];
          if (!first) return;
          const columns = Object.keys(first).map((property) => {
            const column = metadata.findColumnWithPropertyName(property);
            if (!column) throw new Error(`${metadata.tableName} has no ${property}`);
            return column;
          });
          const values: unknown[] = [];
          for (const row of rows) {
            for (const column of columns) {
              // The driver applies the column's transformer too.
              values.push(
                driver.preparePersistentValue((row as Record<string, unknown>)[column.propertyName], column),
              );
            }
          }
          const placeholders = `(${columns.map(() => '?').join(', ')})`;
          await manager.query(
            `INSERT INTO ${driver.escape(metadata.tableName)} (${columns.map((c) => driver.escape(c.databaseName)).join(', ')}) ` +
              `VALUES ${rows.map(() => placeholders).join(', ')}`,
            values,
          );
        }
      });
    }
  };
  await inChunks(ProductEntity, counts.products ?? 0, (i) => {
    const group = PRODUCT_GROUPS[i % PRODUCT_GROUPS.length] ?? PRODUCT_GROUPS[0];
    const word = WORDS[i % WORDS.length] ?? 'zinc';
    const everyLanguage = i % 3 !== 0;
    return {
      group: group?.group ?? 'Livestock',
      division: group?.division ?? 'veterinary',
      name: translated(`Bulk ${word} ${i}`, i, everyLanguage),
      details: richTextsOf(translated(`Details of bulk product ${i} with ${word}`, i, everyLanguage)),
      segment: {},
      type: {},
      category: translated(word, i, true),
      packing: {},
      composition: {},
      indications: {},
      usage: {},
      image: null,
      logo: null,
      report: null,
      brochure: null,
      sortOrder: i,
      published: i % 10 !== 9,
      createdAt: at(i),
      updatedAt: at(i),
    };
  });
  const divisions = [...DIVISIONS, null] as const;
  await inChunks(BlogPostEntity, counts.posts ?? 0, (i) => ({
    slug: `bulk-post-${startAt.toString(36)}-${i}`,
    title: translated(`Bulk post ${i} about ${WORDS[i % WORDS.length]}`, i, i % 2 === 0),
    excerpt: translated(`Excerpt ${i}`, i, i % 2 === 0),
    sections: { en: [{ heading: 'One', body: plainTextToRichText(`Paragraph ${i}`) }] },
    cover: null,
    coverFocus: null,
    category: 'news',
    division: divisions[i % divisions.length] ?? null,
    publishedAt: at(i),
    published: i % 10 !== 9,
    sortOrder: 0,
    createdAt: at(i),
    updatedAt: at(i),
  }));
  await inChunks(ContactMessageEntity, counts.messages ?? 0, (i) => ({
    name: `Visitor ${i}`,
    mobile: `+91 98${String(i).padStart(8, '0')}`,
    email: `visitor${i}@example.com`,
    message: `Message ${i}: please send prices for ${WORDS[i % WORDS.length]}.`,
    receivedAt: at(i),
    handled: i % 4 === 0,
    handledAt: i % 4 === 0 ? at(i) : null,
    readAt: i % 2 === 0 ? at(i) : null,
    division: divisions[i % divisions.length] ?? null,
  }));
  await inChunks(ReviewEntity, counts.reviews ?? 0, (i) => ({
    name: `Reviewer ${i}`,
    email: `reviewer${i}@example.com`,
    rating: 1 + (i % 5),
    comment: `Review ${i} of a ${WORDS[i % WORDS.length]} product.`,
    productId: null,
    approved: i % 3 !== 0,
    createdAt: at(i),
    approvedAt: i % 3 !== 0 ? at(i) : null,
  }));
  const actions = ['create', 'update', 'publish', 'delete'] as const;
  await inChunks(AuditLogEntity, counts.auditRows ?? 0, (i) => ({
    at: at(i),
    adminId: null,
    adminName: `admin${i % 7}`,
    action: actions[i % actions.length] ?? 'update',
    entity: ['products', 'blogs', 'contact-messages'][i % 3] ?? 'products',
    entityId: String(1 + (i % 1000)),
    fields: '["name"]',
  }));
}
