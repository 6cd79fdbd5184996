import { Button, directionOf, type Language, lazyWithRetry } from '@aurinko/shared-ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputId } from './FieldInput';
import styles from './studio.module.css';
import { type FieldErrors, type FormSection, type FormSections, newSection } from './studio-form';
import type { FieldSchema } from './studio-schema';

type Focus = { key: string; target: 'heading' | 'up' | 'down' } | { key: null; target: 'add' };

/** The rich text editor (TipTap) is its own chunk: downloaded only when a form with sections is opened. */
const RichTextEditor = lazyWithRetry(() => import('./RichTextEditor'));

/**
 * The `translatedSections` widget: the selected language's sections, each a heading and its body written in the rich
 * text editor (RichTextEditor, loaded lazily), with add, remove, move up and move down. Keyboard focus follows the
 * section it acted on. Error paths are the API's: `sections.fr.0.heading`, `sections.fr.0.body`.
 */
export function SectionsField({
  base,
  field,
  value,
  language,
  errors,
  onChange,
}: {
  base: string;
  field: FieldSchema;
  value: FormSections;
  language: Language;
  errors: FieldErrors;
  onChange: (value: FormSections) => void;
}) {
  const { t } = useTranslation('dashboard_studio');
  const list = value[language];
  const [focus, setFocus] = useState<Focus | null>(null);
  const refs = useRef(new Map<string, HTMLElement>());
  const listError = errors[`${field.name}.${language}`];
  const legendId = `${base}-${field.name}-${language}-legend`;

  useEffect(() => {
    if (!focus) return;
    const index = list.findIndex((section) => section.key === focus.key);
    let target = focus.target;
    // At an edge the button is disabled: the other one keeps the focus.
    if (target === 'up' && index === 0) target = 'down';
    else if (target === 'down' && index === list.length - 1) target = 'up';
    refs.current.get(`${focus.key ?? ''}:${target}`)?.focus();
    setFocus(null);
  }, [focus, list]);

  const update = (next: FormSection[]) => onChange({ ...value, [language]: next });
  const change = (index: number, patch: Partial<FormSection>) =>
    update(list.map((section, i) => (i === index ? { ...section, ...patch } : section)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    update(next);
    setFocus({ key: moved.key, target: by < 0 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    update(list.filter((_, i) => i !== index));
    setFocus({ key: null, target: 'add' });
  };
  const add = () => {
    const section = newSection();
    update([...list, section]);
    setFocus({ key: section.key, target: 'heading' });
  };
  const ref = (key: string | null, target: string) => (element: HTMLElement | null) => {
    if (element) refs.current.set(`${key ?? ''}:${target}`, element);
    else refs.current.delete(`${key ?? ''}:${target}`);
  };

  return (
    <fieldset className={styles.sections} aria-describedby={`${base}-${field.name}-hint`}>
      <legend id={legendId}>{t(field.label)}</legend>
      <p id={`${base}-${field.name}-hint`} className={styles.hint}>
        {t('form.sections.hint')}
      </p>
      {list.length === 0 ? <p className={styles.muted}>{t('form.sections.empty')}</p> : null}
      <ol className={styles.sectionList}>
        {list.map((section, index) => {
          const number = index + 1;
          const path = `${field.name}.${language}.${index}`;
          const headingId = inputId(base, `${path}.heading`);
          const textId = inputId(base, `${path}.body`);
          const headingError = errors[`${path}.heading`];
          const textError = errors[`${path}.body`];
          return (
            <li key={section.key} className={styles.section}>
              <fieldset>
                <legend>{t('form.sections.number', { number })}</legend>
                <div className="field">
                  <label htmlFor={headingId}>
                    {t('form.sections.heading')}
                    <span aria-hidden="true"> *</span>
                  </label>
                  <input
                    ref={ref(section.key, 'heading')}
                    id={headingId}
                    type="text"
                    lang={language}
                    dir="auto"
                    required
                    aria-invalid={headingError ? true : undefined}
                    aria-describedby={headingError ? `${headingId}-error` : undefined}
                    value={section.heading}
                    onChange={(event) => change(index, { heading: event.target.value })}
                  />
                  {headingError ? (
                    <p id={`${headingId}-error`} className="field-error">
                      {t(headingError.key, headingError.values ?? {})}
                    </p>
                  ) : null}
                </div>
                <div className="field">
                  <span id={`${textId}-label`} className={styles.fieldLabel}>
                    {t('form.sections.body')}
                    <span aria-hidden="true"> *</span>
                  </span>
                  <Suspense fallback={<p className={styles.muted}>{t('richText.loading')}</p>}>
                    <RichTextEditor
                      id={textId}
                      value={section.body}
                      language={language}
                      dir={directionOf(language)}
                      labelledBy={`${textId}-label`}
                      describedBy={[`${textId}-hint`, textError ? `${textId}-error` : '']
                        .filter(Boolean)
                        .join(' ')}
                      invalid={Boolean(textError)}
                      onChange={(body) => change(index, { body })}
                    />
                  </Suspense>
                  <p id={`${textId}-hint`} className={styles.hint}>
                    {t('form.sections.bodyHint')}
                  </p>
                  {textError ? (
                    <p id={`${textId}-error`} className="field-error">
                      {t(textError.key, textError.values ?? {})}
                    </p>
                  ) : null}
                </div>
                <div className="cluster">
                  <button
                    type="button"
                    className="btn btn-secondary"
                    ref={ref(section.key, 'up')}
                    disabled={index === 0}
                    aria-label={t('form.sections.moveUp', { number })}
                    onClick={() => move(index, -1)}
                  >
                    {t('form.sections.up')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    ref={ref(section.key, 'down')}
                    disabled={index === list.length - 1}
                    aria-label={t('form.sections.moveDown', { number })}
                    onClick={() => move(index, 1)}
                  >
                    {t('form.sections.down')}
                  </button>
                  <Button
                    variant="secondary"
                    aria-label={t('form.sections.removeLabel', { number })}
                    onClick={() => remove(index)}
                  >
                    {t('form.sections.remove')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError ? <p className="field-error">{t(listError.key, listError.values ?? {})}</p> : null}
      <div>
        <button
          type="button"
          className="btn btn-secondary"
          ref={ref(null, 'add')}
          disabled={field.maxItems !== undefined && list.length >= field.maxItems}
          onClick={add}
        >
          {t('form.sections.add')}
        </button>
      </div>
    </fieldset>
  );
}
