import type { MigrationInterface, QueryRunner } from 'typeorm';
import { richTextToTexts, textsToRichText } from './1764460000000-product-rich-text.js';

/**
 * An event's description and a report's (or an article's) details become rich text (issue 33), as 1764460000000 did
 * for a product's details and usage: each language's plain text becomes the editor's JSON document
 * (`plainTextToRichText`: paragraphs split on blank lines, line breaks kept, nothing lost); a language with no text
 * is left out. Converted: the rows (`events.description`, `reports.details`), their drafts (`studio_drafts.data`),
 * versions (`studio_versions.record_values`) and bin rows (`studio_bin.record_row` and `draft`). A value already a
 * document is left as it is (rows either release wrote). `down` turns each document back into its plain text.
 */

type Values = Record<string, unknown>;
type Change = (value: unknown) => Values | null;
const BATCH = 200;

const TARGETS = [
  { resource: 'events', table: 'events', fields: ['description'] },
  { resource: 'reports', table: 'reports', fields: ['details'] },
] as const;

/** An object holding `fields` (a draft's input, a version's values, a bin row): those fields changed. */
const inObject =
  (fields: readonly string[], change: Change) =>
  (data: unknown): Values | null => {
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    let next: Values | null = null;
    for (const field of fields) {
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
  where: { sql: string; params: Values },
  change: Change,
): Promise<void> {
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; value: string | null }> = await queryRunner.manager
      .createQueryBuilder()
      .select(['id', `${q(column)} AS value`])
      .from(table, 't')
      .where(`id > :after${where.sql}`, { ...where.params, after })
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

async function run(queryRunner: QueryRunner, change: Change): Promise<void> {
  for (const { resource, table, fields } of TARGETS) {
    for (const field of fields) await convert(queryRunner, table, field, { sql: '', params: {} }, change);
    const own = { sql: ' AND resource = :resource', params: { resource } };
    const inside = inObject(fields, change);
    await convert(queryRunner, 'studio_drafts', 'data', own, inside);
    await convert(queryRunner, 'studio_versions', 'record_values', own, inside);
    await convert(queryRunner, 'studio_bin', 'record_row', own, inside);
    await convert(queryRunner, 'studio_bin', 'draft', own, inside);
  }
}

export class EventReportRichText1764500000000 implements MigrationInterface {
  name = 'EventReportRichText1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await run(queryRunner, textsToRichText);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await run(queryRunner, richTextToTexts);
  }
}
