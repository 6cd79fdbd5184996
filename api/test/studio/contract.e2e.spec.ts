import { optionsOf, RESOURCE_IDS, resource } from '@aurinko/contract/resources';
import type { TableColumn } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_RESOURCES } from '../../src/studio/studio.registry.js';
import { DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The contract (`@aurinko/contract/resources`) against the tables the migrations built: every declared field has its
 * column, long enough for the declared limit or options, NOT NULL when the field is required; every column of a
 * resource's entity is a declared field or one the studio owns.
 */
const STUDIO_OWNED = new Set(['id', 'sortOrder', 'published', 'createdAt', 'updatedAt']);

describe('every studio resource of the contract has an API definition', () => {
  it('the registry serves exactly the contract’s resources', () => {
    expect(STUDIO_RESOURCES.map((definition) => definition.path).sort()).toEqual([...RESOURCE_IDS].sort());
  });
});

describe.each(DATABASES)('entities and tables agree with the contract on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 240_000);
  afterAll(() => t?.close());

  it.each(RESOURCE_IDS)('%s', async (id) => {
    const definition = STUDIO_RESOURCES.find((candidate) => candidate.path === id);
    if (!definition) throw new Error(`no studio definition for ${id}`);
    const metadata = t.dataSource.getMetadata(definition.entity);
    const runner = t.dataSource.createQueryRunner();
    const table = await runner.getTable(metadata.tableName);
    await runner.release();
    expect(table, metadata.tableName).toBeDefined();
    const columnOf = (name: string): TableColumn | undefined => {
      const column = metadata.findColumnWithPropertyName(name);
      return column && table?.findColumnByName(column.databaseName);
    };
    const declaration = resource(id);
    const declared = { ...declaration.fields, ...declaration.derived };
    for (const [name, field] of Object.entries(declared)) {
      const column = columnOf(name);
      expect(column, `${id}.${name} has a column`).toBeDefined();
      if (!column) continue;
      const length = Number(column.length || 0);
      if (field.type === 'text' && field.maxLength && length > 0) {
        expect(length, `${id}.${name} holds ${field.maxLength} characters`).toBeGreaterThanOrEqual(
          field.maxLength,
        );
      }
      if ((field.type === 'enum' || field.type === 'language') && length > 0) {
        const longest = Math.max(...optionsOf(field).map((option) => option.length));
        expect(length, `${id}.${name} holds its longest option`).toBeGreaterThanOrEqual(longest);
      }
      if (field.required && field.type !== 'translated') {
        expect(column.isNullable, `${id}.${name} is required: NOT NULL`).toBe(false);
      }
      if (field.type === 'translated' && field.required) {
        expect(column.isNullable, `${id}.${name} (English required) is NOT NULL`).toBe(false);
      }
      if (field.type === 'date') expect(column.type, `${id}.${name} is a date-time`).toMatch(/datetime/);
      if (field.type === 'integer') expect(column.type, `${id}.${name} is an integer`).toMatch(/int/);
      // A single file, a focal point or a link may be absent (a list of files is an empty list instead).
      if ((field.type === 'file' && !field.list) || field.type === 'focalPoint' || field.type === 'link') {
        expect(column.isNullable, `${id}.${name} may be empty`).toBe(true);
      }
    }
    // No column of the entity is left out of the contract (but the studio's own and the definition's fixed ones).
    const fixed = Object.keys(definition.fixed ?? {});
    for (const column of metadata.columns) {
      const name = column.propertyName;
      if (STUDIO_OWNED.has(name) || fixed.includes(name)) continue;
      expect(Object.keys(declared), `${id}: the column ${name} is declared`).toContain(name);
    }
  });
});
