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
      return { ...required, maxLength: field.maxLength };
    case 'text':
      return { ...required, ...(field.maxLength ? { maxLength: field.maxLength } : {}) };
    case 'integer':
      return { ...required, min: field.minimum, max: field.maximum };
    case 'link':
      return { ...required, maxLength: MAX_LINK_LENGTH };
    case 'translatedList': {
      const heading = Object.values(field.item).find((item) => item.type === 'text');
      const paragraphs = Object.values(field.item).find((item) => item.type === 'textList');
      return {
        ...required,
        maxItems: field.maxItems,
        ...(heading?.maxLength ? { maxLength: heading.maxLength } : {}),
        ...(paragraphs
          ? { paragraphs: { maxLength: paragraphs.maxLength, maxItems: paragraphs.maxItems } }
          : {}),
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
