import type { RichTextDoc } from '@aurinko/contract/rich-text';
import { directionOf, FALLBACK_LANGUAGE, type Language, lazyWithRetry } from '@aurinko/shared-ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { inputId } from './FieldInput';
import styles from './studio.module.css';
import type { FieldMessage, FormDocuments } from './studio-form';
import type { FieldSchema } from './studio-schema';

/** The same editor chunk as the blog sections' (SectionsField): one editor, loaded only when a form shows one. */
const RichTextEditor = lazyWithRetry(() => import('./RichTextEditor'));

/**
 * The `translatedRichText` widget (a product's details and usage): the selected language's document in the studio's
 * one rich text editor (RichTextEditor). Its error path is the API's: `details.fr`.
 */
export function RichTextField({
  base,
  field,
  value,
  language,
  error,
  onChange,
}: {
  base: string;
  field: FieldSchema;
  value: FormDocuments;
  language: Language;
  error?: FieldMessage;
  onChange: (value: FormDocuments) => void;
}) {
  const { t } = useTranslation('dashboard_studio');
  const id = inputId(base, `${field.name}.${language}`);
  const required = Boolean(field.required) && language === FALLBACK_LANGUAGE;
  return (
    <div className="field">
      <span id={`${id}-label`} className={styles.fieldLabel}>
        {t(field.label)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <Suspense fallback={<p className={styles.muted}>{t('richText.loading')}</p>}>
        <RichTextEditor
          // A tab of another language is another editor (its lang and dir are set when it is made).
          key={language}
          id={id}
          value={value[language] ?? null}
          language={language}
          dir={directionOf(language)}
          labelledBy={`${id}-label`}
          describedBy={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          invalid={Boolean(error)}
          onChange={(doc: RichTextDoc) => onChange({ ...value, [language]: doc })}
        />
      </Suspense>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('form.sections.bodyHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error.key, error.values ?? {})}
        </p>
      ) : null}
    </div>
  );
}
