import { optionsOf, RESOURCE_IDS, resource } from '@aurinko/contract/resources';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './studio-registry';
import { fileKindOf, isFile, isFileList, isTranslated } from './studio-schema';

describe('the studio registry agrees with the contract (@aurinko/contract/resources)', () => {
  it('has a presentation for every resource of the contract, and no other', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual([...RESOURCE_IDS].sort());
  });

  it.each(RESOURCE_IDS)(
    '%s: every form field is declared, with the declared kind, limits and options',
    (id) => {
      const declared = resource(id).fields;
      const schema = RESOURCES[id];
      for (const field of schema.fields) {
        const contract = declared[field.name];
        expect(contract, `${id}.${field.name} is declared`).toBeDefined();
        if (!contract) continue;
        if (isFile(field)) {
          expect(contract.type, `${id}.${field.name}`).toBe('file');
          if (contract.type === 'file') {
            expect(fileKindOf(field), `${id}.${field.name}`).toBe(contract.kind);
            expect(isFileList(field), `${id}.${field.name} is a list`).toBe(contract.list === true);
            if (contract.list) expect(field.maxItems).toBe(contract.maxItems);
          }
        }
        if (isTranslated(field))
          expect(['translated', 'translatedList', 'translatedRichText']).toContain(contract.type);
        // A rich text field is edited in the rich text editor, and only there (issue 33).
        expect(field.widget === 'translatedRichText', `${id}.${field.name} widget`).toBe(
          contract.type === 'translatedRichText',
        );
        if (contract.type === 'translated' || contract.type === 'translatedRichText') {
          expect(field.maxLength, `${id}.${field.name}`).toBe(contract.maxLength);
          expect(Boolean(field.required), `${id}.${field.name} required`).toBe(Boolean(contract.required));
        }
        if (contract.type === 'text' && contract.maxLength) expect(field.maxLength).toBe(contract.maxLength);
        if (contract.required) expect(field.required, `${id}.${field.name} required`).toBe(true);
        if (field.widget === 'select' && field.options && contract.type === 'enum') {
          const allowed = optionsOf(contract);
          for (const option of field.options) expect(allowed, `${id}.${field.name}`).toContain(option.value);
        }
      }
    },
  );

  it.each(RESOURCE_IDS)('%s: every declared field the admin edits has a form field', (id) => {
    const names = RESOURCES[id].fields.map((field) => field.name);
    for (const name of Object.keys(resource(id).fields)) expect(names, `${id}.${name}`).toContain(name);
  });
});
