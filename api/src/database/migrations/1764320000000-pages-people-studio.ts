import {
  type MigrationInterface,
  type QueryRunner,
  TableColumn,
  type TableColumnOptions,
  TableIndex,
} from 'typeorm';

// Content studio, part 2 (issue 11): reports/articles, brochures, faculty, the division image slider, division banners
// and page banners become studio resources. Each table gets the studio's common columns (sort_order, published,
// created_at, updated_at); file columns become nullable (the studio uploads a file after the record is saved); the
// one `banners` table holds both the slider and the division banners (`placement`), and every banner gets a
// translated text alternative (`alt`). Table API and portable SQL only, so it runs on MySQL/MariaDB and SQLite.
// SQLite cannot add a NOT NULL column without a constant default: timestamps and `alt` are added nullable, filled,
// then made NOT NULL.

const published: TableColumnOptions = { name: 'published', type: 'boolean', default: true };
const sortOrder: TableColumnOptions = { name: 'sort_order', type: 'integer', default: 0 };
const datetime = (name: string): TableColumnOptions => ({ name, type: 'datetime', isNullable: true });

/** The division names in six languages: the text alternative of the slider images that exist before this migration. */
const DIVISION_ALT: Record<string, Record<string, string>> = {
  human: {
    en: 'Human Health',
    ar: 'صحة الإنسان',
    fr: 'Santé humaine',
    ko: '인체 건강',
    es: 'Salud humana',
    ru: 'Здоровье человека',
  },
  veterinary: {
    en: 'Veterinary Health',
    ar: 'صحة الحيوان',
    fr: 'Santé vétérinaire',
    ko: '동물 건강',
    es: 'Salud veterinaria',
    ru: 'Ветеринария',
  },
  agriculture: {
    en: 'Agriculture',
    ar: 'الزراعة',
    fr: 'Agriculture',
    ko: '농업',
    es: 'Agricultura',
    ru: 'Сельское хозяйство',
  },
};

interface Step {
  table: string;
  add: TableColumnOptions[];
  /** SQL assignments filling the added nullable columns of existing rows. */
  fill: string[];
  /** Column changes (nullability, default) after the fill. */
  change: Record<string, Partial<TableColumnOptions>>;
}

// A nullable column read back from MariaDB carries `DEFAULT NULL`, which a NOT NULL column may not keep.
const notNull = { isNullable: false, default: undefined };
const nullable = { isNullable: true };

const STEPS: Step[] = [
  {
    table: 'reports',
    add: [published, datetime('updated_at')],
    fill: ['updated_at = created_at'],
    change: { updated_at: notNull, file: nullable },
  },
  {
    table: 'brochures',
    add: [published, datetime('updated_at')],
    fill: ['updated_at = created_at'],
    change: { updated_at: notNull, file: nullable, category: { default: "''" } },
  },
  {
    table: 'faculty_members',
    add: [published, datetime('created_at'), datetime('updated_at')],
    fill: ['created_at = CURRENT_TIMESTAMP', 'updated_at = CURRENT_TIMESTAMP'],
    change: { created_at: notNull, updated_at: notNull },
  },
  {
    table: 'banners',
    add: [
      { name: 'placement', type: 'varchar', length: '16', default: "'slider'" },
      { name: 'alt', type: 'text', isNullable: true },
      published,
      datetime('created_at'),
      datetime('updated_at'),
    ],
    fill: ['created_at = CURRENT_TIMESTAMP', 'updated_at = CURRENT_TIMESTAMP'],
    change: { created_at: notNull, updated_at: notNull, alt: notNull, image: nullable },
  },
  {
    table: 'page_banners',
    add: [sortOrder, published, datetime('created_at'), datetime('updated_at')],
    fill: ['created_at = CURRENT_TIMESTAMP', 'updated_at = CURRENT_TIMESTAMP'],
    change: { created_at: notNull, updated_at: notNull, image: nullable },
  },
];

const BANNERS_INDEX = new TableIndex({
  name: 'idx_banners_list',
  columnNames: ['placement', 'division', 'sort_order'],
});

export class PagesPeopleStudio1764320000000 implements MigrationInterface {
  name = 'PagesPeopleStudio1764320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const step of STEPS) {
      await queryRunner.addColumns(
        step.table,
        step.add.map((column) => new TableColumn(column)),
      );
      await queryRunner.query(`UPDATE ${step.table} SET ${step.fill.join(', ')}`);
      if (step.table === 'banners') await this.fillAlt(queryRunner);
      const table = await queryRunner.getTable(step.table);
      if (!table) throw new Error(`table ${step.table} is missing`);
      await queryRunner.changeColumns(
        table,
        Object.entries(step.change).map(([name, change]) => {
          const oldColumn = table.findColumnByName(name);
          if (!oldColumn) throw new Error(`column ${step.table}.${name} is missing`);
          const newColumn = oldColumn.clone();
          Object.assign(newColumn, change);
          return { oldColumn, newColumn };
        }),
      );
    }
    await queryRunner.createIndex('banners', BANNERS_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Rows without a file (possible only after this migration) cannot go back to NOT NULL file columns.
    await queryRunner.query('DELETE FROM reports WHERE file IS NULL');
    await queryRunner.query('DELETE FROM brochures WHERE file IS NULL');
    await queryRunner.query("DELETE FROM banners WHERE image IS NULL OR placement <> 'slider'");
    await queryRunner.query('DELETE FROM page_banners WHERE image IS NULL');
    await queryRunner.dropIndex('banners', BANNERS_INDEX.name as string);
    for (const step of [...STEPS].reverse()) {
      const table = await queryRunner.getTable(step.table);
      if (!table) continue;
      const reverted = Object.entries(step.change)
        .filter(([name]) => !step.add.some((column) => column.name === name))
        .map(([name]) => {
          const oldColumn = table.findColumnByName(name) as TableColumn;
          const newColumn = oldColumn.clone();
          if (name === 'category') newColumn.default = undefined;
          else newColumn.isNullable = false;
          return { oldColumn, newColumn };
        });
      if (reverted.length) await queryRunner.changeColumns(table, reverted);
      for (const column of [...step.add].reverse()) await queryRunner.dropColumn(step.table, column.name);
    }
  }

  private async fillAlt(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("UPDATE banners SET alt = '{}'");
    for (const [division, alt] of Object.entries(DIVISION_ALT)) {
      await queryRunner.query('UPDATE banners SET alt = ? WHERE division = ?', [
        JSON.stringify(alt),
        division,
      ]);
    }
  }
}
