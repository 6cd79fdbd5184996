import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

// Product facts (issue 34): structured pack sizes (JSON `[{amount, unit}]`), registration number, storage (per
// language), the dosage table (JSON lists per language), price ("" = on request) and its currency. Every column is
// nullable or has a default, so the release still running (which does not know them) keeps writing products.
const COLUMNS = [
  new TableColumn({ name: 'pack_sizes', type: 'text', isNullable: true }),
  new TableColumn({ name: 'registration_number', type: 'varchar', length: '64', default: "''" }),
  new TableColumn({ name: 'storage', type: 'text', isNullable: true }),
  new TableColumn({ name: 'dosage', type: 'text', isNullable: true }),
  new TableColumn({ name: 'price', type: 'varchar', length: '12', default: "''" }),
  new TableColumn({ name: 'currency', type: 'varchar', length: '3', default: "'USD'" }),
];

export class ProductFacts1764452000000 implements MigrationInterface {
  name = 'ProductFacts1764452000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('products', COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('products', COLUMNS);
  }
}
