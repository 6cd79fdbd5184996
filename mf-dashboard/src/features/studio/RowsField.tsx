import { Button, type Language } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { inputId } from './FieldInput';
import styles from './studio.module.css';
import { type FieldErrors, type FormRow, type FormRows, newRow } from './studio-form';
import type { FieldSchema } from './studio-schema';

/**
 * The `translatedRows` widget: the selected language's table (a product's dosage rows), each row its columns' texts,
 * with add and remove. Error paths are the API's: `dosage.fr.0.species`.
 */
export function RowsField({
  base,
  field,
  value,
  language,
  errors,
  onChange,
}: {
  base: string;
  field: FieldSchema;
  value: FormRows;
  language: Language;
  errors: FieldErrors;
  onChange: (value: FormRows) => void;
}) {
  const { t } = useTranslation('dashboard_studio');
  const list = value[language];
  const columns = field.columns ?? [];
  const listError = errors[`${field.name}.${language}`];
  const update = (next: FormRow[]) => onChange({ ...value, [language]: next });
  const change = (index: number, column: string, text: string) =>
    update(list.map((row, i) => (i === index ? { ...row, cells: { ...row.cells, [column]: text } } : row)));

  return (
    <fieldset className={styles.sections}>
      <legend>{t(field.label)}</legend>
      {list.length === 0 ? <p className={styles.muted}>{t('form.rows.empty')}</p> : null}
      <ol className={styles.sectionList}>
        {list.map((row, index) => {
          const number = index + 1;
          const path = `${field.name}.${language}.${index}`;
          return (
            <li key={row.key} className={styles.section}>
              <fieldset>
                <legend>{t('form.rows.number', { number })}</legend>
                {columns.map((column) => {
                  const id = inputId(base, `${path}.${column.name}`);
                  const error = errors[`${path}.${column.name}`];
                  return (
                    <div className="field" key={column.name}>
                      <label htmlFor={id}>
                        {t(column.label)}
                        {column.required ? <span aria-hidden="true"> *</span> : null}
                      </label>
                      <input
                        id={id}
                        type="text"
                        lang={language}
                        dir="auto"
                        required={column.required}
                        maxLength={column.maxLength}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        value={row.cells[column.name] ?? ''}
                        onChange={(event) => change(index, column.name, event.target.value)}
                      />
                      {error ? (
                        <p id={`${id}-error`} className="field-error">
                          {t(error.key, error.values ?? {})}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
                <Button
                  variant="secondary"
                  aria-label={t('form.rows.removeLabel', { number })}
                  onClick={() => update(list.filter((_, i) => i !== index))}
                >
                  {t('form.rows.remove')}
                </Button>
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
          disabled={field.maxItems !== undefined && list.length >= field.maxItems}
          onClick={() => update([...list, newRow()])}
        >
          {t('form.rows.add')}
        </button>
      </div>
    </fieldset>
  );
}
