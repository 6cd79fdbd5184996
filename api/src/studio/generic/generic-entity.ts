import { type Field, type ResourceId, resource } from '@aurinko/contract/resources';
import { EntitySchema, type EntitySchemaColumnOptions } from 'typeorm';
import { translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

/** The table of a generic resource: its id with `_` for `-` (`downloads`, `press-kits` → `press_kits`). */
export const tableOf = (id: ResourceId) => id.replace(/-/g, '_');

/** A property's column name: snake case (`validFrom` → `valid_from`, `fileAr` → `file_ar`). */
export const columnOf = (property: string) => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column a declared field is stored in; a field type the factory does not store yet is refused at start-up. */
function columnFor(id: ResourceId, name: string, field: Field): EntitySchemaColumnOptions {
  const named = { name: columnOf(name) };
  switch (field.type) {
    case 'translated':
      return { ...named, type: 'text', transformer: translationsTransformer };
    case 'text':
      return { ...named, type: 'varchar', length: field.maxLength ?? 255, default: '' };
    case 'enum':
      return {
        ...named,
        type: 'varchar',
        length: Math.max(...field.options.map((option) => option.length), 1),
        ...(field.required ? {} : { default: field.options[0] ?? '' }),
      };
    case 'integer':
      return { ...named, type: 'integer', ...(field.required ? {} : { default: 0 }) };
    case 'boolean':
      return { ...named, type: 'boolean', default: false };
    case 'date':
      return { ...named, type: 'datetime', nullable: !field.required };
    case 'file':
      if (field.list) break;
      return { ...named, type: 'varchar', length: 512, nullable: true };
    default:
      break;
  }
  throw new Error(
    `The generic studio resource cannot store ${id}.${name} (${field.type}${field.type === 'file' && field.list ? ' list' : ''}) yet: write its entity by hand or extend generic-entity.ts`,
  );
}

/**
 * The TypeORM entity of a generic resource, derived from its contract declaration: one column per field (snake
 * case), the studio's own columns, and the public list's index. The class is its target, so repositories, the
 * studio definition and `@StoredFileReference` (the orphan sweep, backups, the media library) name it like any
 * entity; the migration must build the same table (test/studio/contract.e2e.spec.ts checks they agree).
 */
export function genericEntity(id: ResourceId): { target: new () => object; schema: EntitySchema } {
  const declaration = resource(id);
  const className = `${id.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Record`;
  const target = { [className]: class {} }[className] as new () => object;
  const columns: Record<string, EntitySchemaColumnOptions> = {
    id: { type: 'integer', primary: true, generated: 'increment' },
  };
  for (const [name, field] of Object.entries(declaration.fields)) {
    columns[name] = columnFor(id, name, field);
    if (field.type === 'file') StoredFileReference()(target.prototype, name);
  }
  Object.assign(columns, {
    sortOrder: { name: 'sort_order', type: 'integer', default: 0 },
    published: { type: 'boolean', default: true },
    createdAt: { name: 'created_at', type: 'datetime' },
    updatedAt: { name: 'updated_at', type: 'datetime' },
  } satisfies Record<string, EntitySchemaColumnOptions>);
  const table = tableOf(id);
  const schema = new EntitySchema({
    name: className,
    target,
    tableName: table,
    columns,
    indices: [{ name: `idx_${table}_public`, columns: ['published', 'sortOrder'] }],
  });
  return { target, schema };
}
