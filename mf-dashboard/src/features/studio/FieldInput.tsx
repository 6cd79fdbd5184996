import { FALLBACK_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '@aurinko/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PackSizesField } from './PackSizesField';
import { RichTextField } from './RichTextField';
import { RowsField } from './RowsField';
import { SectionsField } from './SectionsField';
import styles from './studio.module.css';
import type { Translations } from './studio-api';
import type {
  FieldErrors,
  FieldMessage,
  FormDocuments,
  FormPackSize,
  FormRows,
  FormSections,
} from './studio-form';
import { ALL, type FieldSchema, isTranslated } from './studio-schema';
import { type FieldOption, useFieldOptions } from './use-field-options';

/** The DOM id of a field path's input (`name.fr` → `<base>-name-fr`), so server errors can focus it. */
export const inputId = (base: string, path: string) => `${base}-${path.replace('.', '-')}`;

/** Every non-file widget, written once. A translated field shows the language of the selected tab. */
export function FieldInput({
  base,
  field,
  value,
  language,
  error,
  errors,
  editing = false,
  onChange,
}: {
  base: string;
  field: FieldSchema;
  value: unknown;
  /** The tab's language, for translated widgets. */
  language?: Language;
  error?: FieldMessage;
  /** Every error of the form: widgets with inner fields (sections) find theirs by path. */
  errors?: FieldErrors;
  /** On the edit screen a `fixedOnEdit` field is read-only. */
  editing?: boolean;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation('dashboard_studio');
  const { options, loading } = useFieldOptions(field);
  if (field.widget === 'translatedSections') {
    return (
      <SectionsField
        base={base}
        field={field}
        value={value as FormSections}
        language={language ?? FALLBACK_LANGUAGE}
        errors={errors ?? {}}
        onChange={onChange}
      />
    );
  }
  if (field.widget === 'translatedRichText') {
    return (
      <RichTextField
        base={base}
        field={field}
        value={value as FormDocuments}
        language={language ?? FALLBACK_LANGUAGE}
        error={errors?.[`${field.name}.${language ?? FALLBACK_LANGUAGE}`] ?? error}
        onChange={onChange}
      />
    );
  }
  if (field.widget === 'translatedRows') {
    return (
      <RowsField
        base={base}
        field={field}
        value={value as FormRows}
        language={language ?? FALLBACK_LANGUAGE}
        errors={errors ?? {}}
        onChange={onChange}
      />
    );
  }
  if (field.widget === 'packSizes') {
    return (
      <PackSizesField
        base={base}
        field={field}
        value={value as FormPackSize[]}
        errors={errors ?? {}}
        onChange={onChange}
      />
    );
  }
  const translated = isTranslated(field);
  const path = translated && language ? `${field.name}.${language}` : field.name;
  const id = inputId(base, path);
  const required = Boolean(field.required) && (!translated || language === FALLBACK_LANGUAGE);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const fixed = editing && Boolean(field.fixedOnEdit);
  const hintKey = fixed
    ? 'form.fixedOnEdit'
    : (field.hint ??
      (field.widget === 'slug' ? 'form.slugHint' : field.widget === 'link' ? 'form.linkHint' : undefined));
  const describedBy = [hintKey ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: path,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...(fixed ? { readOnly: true } : {}),
  };
  const text = translated
    ? ((value as Translations)[language ?? FALLBACK_LANGUAGE] ?? '')
    : String(value ?? '');
  const setText = (next: string) =>
    onChange(translated ? { ...(value as Translations), [language ?? FALLBACK_LANGUAGE]: next } : next);
  const textProps = translated ? { lang: language, dir: 'auto' as const } : { dir: 'auto' as const };

  let control: ReactNode;
  switch (field.widget) {
    case 'textarea':
    case 'translatedTextarea':
      control = (
        <textarea
          {...common}
          {...textProps}
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      );
      break;
    case 'number':
    case 'rating':
      control = (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={field.widget === 'rating' ? 1 : field.min}
          max={field.widget === 'rating' ? 5 : field.max}
          step={field.widget === 'rating' ? 1 : undefined}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'date':
      control = (
        <input
          {...common}
          type="date"
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'slug':
      // An address: always left to right, never spell-checked.
      control = (
        <input
          {...common}
          type="text"
          dir="ltr"
          spellCheck={false}
          autoCapitalize="none"
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'select': {
      const current = String(value ?? '');
      control = (
        <select
          {...common}
          value={current}
          aria-busy={loading || undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t(field.emptyLabel ?? 'form.choose')}</option>
          {/* A stored value not among the options (yet) stays selectable, so loading never changes it. */}
          {current && !options.some((option) => option.value === current) ? (
            <option value={current}>{current}</option>
          ) : null}
          {groupOptions(options).map(([group, members]) =>
            group ? (
              <optgroup key={group} label={group}>
                {members.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.text}
                  </option>
                ))}
              </optgroup>
            ) : (
              members.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.text}
                </option>
              ))
            ),
          )}
        </select>
      );
      break;
    }
    case 'url':
      control = (
        <input
          {...common}
          type="url"
          inputMode="url"
          dir="ltr"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      );
      break;
    case 'link':
      control = (
        <input
          {...common}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'language':
      control = (
        <select {...common} value={String(value || ALL)} onChange={(e) => onChange(e.target.value)}>
          <option value={ALL}>{t('form.allLanguages')}</option>
          {LANGUAGES.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {LANGUAGE_NAMES[lng]}
            </option>
          ))}
        </select>
      );
      break;
    case 'boolean':
      return (
        <div className="field">
          <label>
            <input
              {...common}
              type="checkbox"
              checked={Boolean(value)}
              onChange={(e) => onChange(e.target.checked)}
            />{' '}
            {t(field.label)}
          </label>
          {error ? (
            <p id={errorId} className="field-error">
              {t(error.key, error.values ?? {})}
            </p>
          ) : null}
        </div>
      );
    default:
      control = (
        <input
          {...common}
          {...textProps}
          type="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      );
  }

  return (
    <div className="field">
      <label htmlFor={id}>
        {t(field.label)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control}
      {field.widget === 'rating' ? <p className={styles.hint}>{t('form.ratingHint')}</p> : null}
      {hintKey ? (
        <p id={hintId} className={styles.hint}>
          {t(hintKey, { hosts: (field.allowedHosts ?? []).join(', ') })}
        </p>
      ) : null}
      {field.maxLength && (translated || field.widget === 'text' || field.widget === 'textarea') ? (
        <p className={styles.hint}>{t('form.length', { length: text.length, max: field.maxLength })}</p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {t(error.key, error.values ?? {})}
        </p>
      ) : null}
    </div>
  );
}

function groupOptions(options: readonly FieldOption[]) {
  const groups = new Map<string, FieldOption[]>();
  for (const option of options) {
    const key = option.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  return [...groups.entries()];
}
