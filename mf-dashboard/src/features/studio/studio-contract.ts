import { MAX_LINK_LENGTH } from '@aurinko/contract/links';
import { type Field, resource } from '@aurinko/contract/resources';
import type { FieldSchema, ResourceSchema } from './studio-schema';

/**
 * What a field's contract declaration (`@aurinko/contract/resources`, the one the API validates with) gives the
 * form: required, limits, list sizes. The registry writes only presentation (widget, label keys, layout).
 */
export function limitsOf(field: Field): Partial<FieldSchema> {
  const required = field.required ? { required: true } : {};
  switch (field.type) {
    case 'translated':
    case 'translatedRichText':
      return { ...required, maxLength: field.maxLength };
    case 'text':
      return { ...required, ...(field.maxLength ? { maxLength: field.maxLength } : {}) };
    case 'integer':
      return { ...required, min: field.minimum, max: field.maximum };
    case 'link':
      return { ...required, maxLength: MAX_LINK_LENGTH };
    case 'number':
      return { ...required, min: field.minimum, max: field.maximum };
    case 'list': {
      const amount = Object.values(field.item).find((item) => item.type === 'number');
      const unit = Object.values(field.item).find((item) => item.type === 'enum');
      return {
        ...required,
        maxItems: field.maxItems,
        ...(amount?.type === 'number' ? { min: amount.minimum, max: amount.maximum } : {}),
        ...(unit?.type === 'enum'
          ? { options: unit.options.map((option) => ({ value: option, label: `units.${option}` })) }
          : {}),
      };
    }
    case 'translatedList': {
      if (Object.values(field.item).every((item) => item.type === 'text')) {
        // A table of short texts (dosage rows): each column's limit and required mark from the declaration.
        return {
          ...required,
          maxItems: field.maxItems,
          columns: Object.entries(field.item).map(([name, item]) => ({
            name,
            label: `form.rows.${name}`,
            ...(item.maxLength ? { maxLength: item.maxLength } : {}),
            ...(item.type === 'text' && item.notBlankMessage ? { required: true } : {}),
          })),
        };
      }
      const heading = Object.values(field.item).find((item) => item.type === 'text');
      const body = Object.values(field.item).find((item) => item.type === 'richText');
      return {
        ...required,
        maxItems: field.maxItems,
        ...(heading?.maxLength ? { maxLength: heading.maxLength } : {}),
        ...(body ? { bodyMaxLength: body.maxLength } : {}),
      };
    }
    case 'file':
      return { ...required, ...(field.list ? { maxItems: field.maxItems ?? 20 } : {}) };
    default:
      return required;
  }
}

/**
 * A resource's presentation completed with its contract: each field gets the declared limits and required mark (a
 * form may insist on more — `required` in the presentation stays — never on less).
 */
export function withContract(schema: ResourceSchema): ResourceSchema {
  const declared = resource(schema.id).fields;
  return {
    ...schema,
    fields: schema.fields.map((field) => {
      const contract = declared[field.name];
      if (!contract) return field;
      const limits = limitsOf(contract);
      return { ...field, ...limits, ...(field.required ? { required: true } : {}) };
    }),
  };
}
