import { plainTextToRichText, richTextToPlainText } from '@aurinko/contract/rich-text';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's details and usage become rich text (issue 33): each language's plain text becomes the editor's JSON
 * document (`@aurinko/contract/rich-text`), paragraphs split on blank lines and line breaks kept, so nothing is lost;
 * a language with no text is left out (a stored language always has text: the coverage's "filled"). Converted: the
 * products (`products.details`/`usage`), their drafts (`studio_drafts.data`), their versions
 * (`studio_versions.record_values`) and bin rows (`studio_bin.record_row` and `draft`). A value already a document is
 * left as it is, so the migration may meet rows written by either release. `down` turns each document back into its
 * plain text (blank lines between blocks).
 */

const FIELDS = ['details', 'usage'] as const;
const BATCH = 200;
type Values = Record<string, unknown>;

/** `{en: "text"}` → `{en: Doc}`; null when nothing changes. */
export function textsToRichText(value: unknown): Values | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  let changed = false;
  const out: Values = {};
  for (const [lang, text] of Object.entries(value as Values)) {
    if (typeof text !== 'string') {
      out[lang] = text;
      continue;
    }
    changed = true;
    if (/\S/.test(text)) out[lang] = plainTextToRichText(text);
  }
  return changed ? out : null;
}

/** `{en: Doc}` → `{en: "text"}`; null when nothing changes. */
export function richTextToTexts(value: unknown): Values | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  let changed = false;
  const out: Values = {};
  for (const [lang, doc] of Object.entries(value as Values)) {
    if (!doc || typeof doc !== 'object') {
      out[lang] = doc;
      continue;
    }
    changed = true;
    const text = richTextToPlainText(doc);
    if (text) out[lang] = text;
  }
  return changed ? out : null;
}

/** An object holding `details`/`usage` (a draft's input, a version's values, a bin row): those fields changed. */
const inObject = (change: (value: unknown) => Values | null) => (data: unknown) => {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  let next: Values | null = null;
  for (const field of FIELDS) {
    if (!(field in data)) continue;
    const converted = change((data as Values)[field]);
    if (converted) next = { ...(next ?? (data as Values)), [field]: converted };
  }
  return next;
};

async function convert(
  queryRunner: QueryRunner,
  table: string,
  column: string,
  where: string,
  change: (value: unknown) => unknown | null,
): Promise<void> {
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; value: string | null }> = await queryRunner.manager
      .createQueryBuilder()
      .select(['id', `${q(column)} AS value`])
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
      await queryRunner.query(`UPDATE ${q(table)} SET ${q(column)} = ? WHERE id = ?`, [
        JSON.stringify(next),
        row.id,
      ]);
    }
    after = Number(rows[rows.length - 1]?.id ?? after);
  }
}

async function run(queryRunner: QueryRunner, change: (value: unknown) => Values | null): Promise<void> {
  for (const field of FIELDS) await convert(queryRunner, 'products', field, '', change);
  const products = " AND resource = 'products'";
  await convert(queryRunner, 'studio_drafts', 'data', products, inObject(change));
  await convert(queryRunner, 'studio_versions', 'record_values', products, inObject(change));
  await convert(queryRunner, 'studio_bin', 'record_row', products, inObject(change));
  await convert(queryRunner, 'studio_bin', 'draft', products, inObject(change));
}

export class ProductRichText1764460000000 implements MigrationInterface {
  name = 'ProductRichText1764460000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await run(queryRunner, textsToRichText);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await run(queryRunner, richTextToTexts);
  }
}
