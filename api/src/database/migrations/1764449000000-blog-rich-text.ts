import { paragraphsToRichText, richTextToPlainText } from '@aurinko/contract/rich-text';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blog sections become rich text (issue 33): each section's `paragraphs` (a list of plain texts) becomes `body`, the
 * editor's JSON document (`@aurinko/contract/rich-text`) holding one paragraph per old paragraph — line breaks inside
 * one kept — so no text is lost and the public page shows what it showed. Published posts (`blog_posts.sections`) and
 * the blogs' drafts (`studio_drafts.data`, whose `sections` has the same shape) are converted; a section already
 * holding a `body` is left as it is, so the migration may meet rows written by either release. `down` turns each
 * document back into paragraphs (its text, blank lines between blocks).
 */

type Section = Record<string, unknown>;
type Sections = Record<string, Section[]>;

const BATCH = 200;

export function sectionsToRichText(sections: unknown): Sections | null {
  if (!sections || typeof sections !== 'object' || Array.isArray(sections)) return null;
  let changed = false;
  const out: Sections = {};
  for (const [lang, list] of Object.entries(sections as Record<string, unknown>)) {
    if (!Array.isArray(list)) {
      out[lang] = list as Section[];
      continue;
    }
    out[lang] = list.map((section: Section) => {
      if (!section || typeof section !== 'object' || !Array.isArray(section.paragraphs)) return section;
      changed = true;
      const { paragraphs, ...rest } = section;
      return { ...rest, body: paragraphsToRichText((paragraphs as unknown[]).map(String)) };
    });
  }
  return changed ? out : null;
}

export function sectionsToParagraphs(sections: unknown): Sections | null {
  if (!sections || typeof sections !== 'object' || Array.isArray(sections)) return null;
  let changed = false;
  const out: Sections = {};
  for (const [lang, list] of Object.entries(sections as Record<string, unknown>)) {
    out[lang] = !Array.isArray(list)
      ? (list as Section[])
      : list.map((section: Section) => {
          if (!section || typeof section !== 'object' || !section.body) return section;
          changed = true;
          const { body, ...rest } = section;
          const text = richTextToPlainText(body);
          return { ...rest, paragraphs: text.split(/\n{2,}/).filter((p) => /\S/.test(p)) };
        });
  }
  return changed ? out : null;
}

async function convert(
  queryRunner: QueryRunner,
  table: string,
  column: string,
  where: string,
  change: (value: unknown) => unknown | null,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; value: string | null }> = await queryRunner.manager
      .createQueryBuilder()
      .select(['id', `${column} AS value`])
      .from(table, 't')
      .where(`id > :after${where}`, { after })
      .orderBy('id', 'ASC')
      .limit(BATCH)
      .getRawMany();
    if (rows.length === 0) break;
    for (const row of rows) {
      let parsed: unknown;
      try {
        parsed = row.value ? JSON.parse(row.value) : null;
      } catch {
        continue;
      }
      const next = change(parsed);
      if (next === null) continue;
      // Plain SQL: an update through TypeORM would find the entity by its table and encode the JSON a second time.
      await queryRunner.query(`UPDATE ${table} SET ${column} = ? WHERE id = ?`, [
        JSON.stringify(next),
        row.id,
      ]);
    }
    after = Number(rows[rows.length - 1]?.id ?? after);
  }
}

/** A draft's data: only its `sections` change. */
const inDraft = (change: (sections: unknown) => Sections | null) => (data: unknown) => {
  if (!data || typeof data !== 'object' || !('sections' in data)) return null;
  const sections = change((data as { sections: unknown }).sections);
  return sections ? { ...(data as object), sections } : null;
};

export class BlogRichText1764449000000 implements MigrationInterface {
  name = 'BlogRichText1764449000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await convert(queryRunner, 'blog_posts', 'sections', '', sectionsToRichText);
    await convert(
      queryRunner,
      'studio_drafts',
      'data',
      " AND resource = 'blogs'",
      inDraft(sectionsToRichText),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await convert(queryRunner, 'blog_posts', 'sections', '', sectionsToParagraphs);
    await convert(
      queryRunner,
      'studio_drafts',
      'data',
      " AND resource = 'blogs'",
      inDraft(sectionsToParagraphs),
    );
  }
}
