import { FALLBACK_LANGUAGE, LANGUAGES } from '@aurinko/shared-ui';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/dashboard_studio.json';
import { productRecord } from '../../testing/studio-records';
import { completeness, valuesOf } from './studio-form';
import { RESOURCES } from './studio-registry';

const schema = RESOURCES.products;
const STATES = ['complete', 'required', 'filled', 'missing', 'stale'] as const;

describe('language tab status', () => {
  it('is missing where English has text and the language none, filled once it has every text', () => {
    const values = valuesOf(schema, productRecord('1', { en: 'Gel', fr: 'Gel' }));
    const marks = completeness(schema, values);
    expect(marks.en).toBe('complete');
    expect(marks.fr).toBe('filled');
    for (const language of ['ar', 'ko', 'es', 'ru'] as const) expect(marks[language]).toBe('missing');
    // A new, empty form: nothing is "complete" except what has nothing to say.
    const empty = completeness(schema, valuesOf(schema, productRecord('2', {})));
    expect(empty.en).toBe('required');
    expect(empty.fr).toBe('missing');
  });

  it('is stale while the API says so and neither the translation nor English has been edited', () => {
    const values = valuesOf(schema, productRecord('1', { en: 'Gel', fr: 'Gel' }));
    const server = { stale: { fr: { stale: ['name'] } }, values };
    expect(completeness(schema, values, server).fr).toBe('stale');
    const edited = { ...values, name: { ...(values.name as object), fr: 'Gel (nouveau)' } };
    expect(completeness(schema, edited, server).fr).toBe('filled');
    // A field the API names stale but that is now empty is missing, not stale.
    const blanked = { ...values, name: { ...(values.name as object), fr: '' } };
    expect(completeness(schema, blanked, server).fr).toBe('missing');
  });

  it('has a label for every state in every language, translated', async () => {
    // Every language of the contract has its file (the import fails naming a missing one).
    const byLanguage = Object.fromEntries(
      await Promise.all(
        LANGUAGES.map(async (language) => [
          language,
          (await import(`../../locales/${language}/dashboard_studio.json`)).default as typeof en,
        ]),
      ),
    );
    for (const state of STATES) {
      const english = en.form.marks[state];
      expect(english.trim()).not.toBe('');
      for (const language of LANGUAGES.filter((other) => other !== FALLBACK_LANGUAGE)) {
        const label = (byLanguage[language] as typeof en).form.marks[state];
        expect(label.trim(), `${language} ${state}`).not.toBe('');
        expect(label, `${language} ${state}`).not.toBe(english);
      }
    }
    expect(en.form.marks.stale).toBe('needs update: English changed');
    expect((byLanguage.ar as typeof en).form.marks.stale).toBe('يحتاج إلى تحديث: تغيّر النص الإنجليزي');
  });
});
