import { useTranslation } from 'react-i18next';
import { BulkFileField } from './BulkFileField';
import { FieldInput } from './FieldInput';
import { FileField, type PendingFile } from './FileField';
import { ImagesField } from './ImagesField';
import { LanguageTabs } from './LanguageTabs';
import styles from './studio.module.css';
import { editableFields, type FieldMessage, fileFields, translatedFields } from './studio-form';
import { isFileList, isTranslated, type ResourceSchema } from './studio-schema';
import type { ResourceFormState } from './use-resource-form';

interface SectionProps {
  schema: ResourceSchema;
  form: ResourceFormState;
  readOnly: boolean;
}

/** The fields that are neither translated nor files, side by side (a focal point is edited on its image). */
export function PlainFields({ schema, form, readOnly }: SectionProps) {
  const plain = editableFields(schema).filter(
    (field) => !isTranslated(field) && field.widget !== 'focalPoint',
  );
  if (plain.length === 0) return null;
  return (
    <fieldset className={`${styles.bareFieldset} ${styles.plainFields}`} disabled={readOnly}>
      {plain.map((field) => (
        <FieldInput
          key={field.name}
          base={form.base}
          field={field}
          value={form.values[field.name]}
          error={form.errors[field.name]}
          errors={form.errors}
          editing={form.record !== undefined}
          onChange={(value) => form.setValue(field.name, value)}
        />
      ))}
    </fieldset>
  );
}

/** The translated fields, one language tab at a time, each tab marked with its completeness and its errors. */
export function TextFields({ schema, form, readOnly }: SectionProps) {
  const { t } = useTranslation(['dashboard_studio', 'dashboard_workplace']);
  const texts = translatedFields(schema);
  if (texts.length === 0) return null;
  const { base, language } = form;
  const hasRequiredText = texts.some((field) => field.required);
  return (
    <section className="stack" aria-labelledby={`${base}-texts`}>
      <h2 id={`${base}-texts`}>{t('form.texts')}</h2>
      <p className={styles.hint}>{hasRequiredText ? t('form.textsHintRequired') : t('form.textsHint')}</p>
      {form.bulk ? <p className={styles.hint}>{t('form.bulk.captionHint')}</p> : null}
      <LanguageTabs
        selected={language}
        onSelect={form.selectLanguage}
        marks={form.marks}
        withErrors={form.withErrors}
      >
        <fieldset className={`${styles.bareFieldset} stack`} disabled={readOnly}>
          {texts.map((field) => (
            <FieldInput
              key={`${field.name}-${language}`}
              base={base}
              field={field}
              value={form.values[field.name]}
              language={language}
              error={form.errors[`${field.name}.${language}`]}
              errors={form.errors}
              onChange={(value) => form.setValue(field.name, value)}
            />
          ))}
        </fieldset>
      </LanguageTabs>
    </section>
  );
}

/** The file fields: a picture list, the bulk add's files, or one file (with its focal point, if it has one). */
export function FileFields({ schema, form, readOnly, saving }: SectionProps & { saving: boolean }) {
  const { t } = useTranslation(['dashboard_studio', 'dashboard_workplace']);
  const fileList = fileFields(schema);
  if (fileList.length === 0) return null;
  const { base, edited, files, progress, errors, bulk } = form;
  const focusOf = (image: string) =>
    schema.fields.find((field) => field.widget === 'focalPoint' && field.image === image);
  const choose = (name: string) => (pending: PendingFile) => {
    form.setFiles((current) => ({ ...current, [name]: pending }));
    form.setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const refuse = (name: string) => (message: FieldMessage) =>
    form.setErrors((current) => ({ ...current, [name]: message }));
  return (
    <section className="stack" aria-labelledby={`${base}-files`}>
      <h2 id={`${base}-files`}>{t('form.files')}</h2>
      <p className={styles.hint}>
        {t('form.filesHint')}
        {schema.publishable ? ` ${t('drafts.filesInDraft')}` : null}
      </p>
      <fieldset className={`${styles.bareFieldset} ${styles.fileGrid}`} disabled={readOnly}>
        {fileList.map((field) =>
          isFileList(field) ? (
            <ImagesField
              key={field.name}
              base={base}
              field={field}
              current={(edited?.[field.name] as string[] | undefined) ?? []}
              pending={files[field.name] ?? null}
              progress={progress[field.name] ?? null}
              error={errors[field.name]}
              onChange={choose(field.name)}
              onRefused={refuse(field.name)}
            />
          ) : field.name === bulk?.field ? (
            <BulkFileField
              key={field.name}
              base={base}
              field={field}
              items={form.bulkItems}
              busy={saving}
              error={errors[field.name]}
              onChange={(items) => {
                form.setBulkItems(items);
                form.setErrors(({ [field.name]: _gone, ...rest }) => rest);
              }}
            />
          ) : (
            <FileField
              key={field.name}
              base={base}
              field={field}
              current={(edited?.[field.name] as string | null | undefined) ?? null}
              pending={files[field.name] ?? null}
              progress={progress[field.name] ?? null}
              error={errors[field.name]}
              onChange={choose(field.name)}
              onRefused={refuse(field.name)}
              focus={(() => {
                const focal = focusOf(field.name);
                return focal
                  ? {
                      value: form.values[focal.name],
                      onChange: (value: unknown) => form.setValue(focal.name, value),
                    }
                  : undefined;
              })()}
            />
          ),
        )}
      </fieldset>
    </section>
  );
}
