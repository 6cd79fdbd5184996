import { Button } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { inputId } from './FieldInput';
import styles from './studio.module.css';
import { type FieldErrors, type FormPackSize, newPackSize } from './studio-form';
import type { FieldSchema } from './studio-schema';

/**
 * The `packSizes` widget: the packs a product is sold in, each an amount and a unit from the contract's list — the
 * same in every language (the site formats them per language: "50 g", "50 غ"). Error paths: `packSizes.0.amount`.
 */
export function PackSizesField({
  base,
  field,
  value,
  errors,
  onChange,
}: {
  base: string;
  field: FieldSchema;
  value: FormPackSize[];
  errors: FieldErrors;
  onChange: (value: FormPackSize[]) => void;
}) {
  const { t } = useTranslation('dashboard_studio');
  const change = (index: number, patch: Partial<FormPackSize>) =>
    onChange(value.map((size, i) => (i === index ? { ...size, ...patch } : size)));
  const listError = errors[field.name];
  return (
    <fieldset className={styles.sections} aria-describedby={`${base}-${field.name}-hint`}>
      <legend>{t(field.label)}</legend>
      <p id={`${base}-${field.name}-hint`} className={styles.hint}>
        {t('form.packSizes.hint')}
      </p>
      {value.length === 0 ? <p className={styles.muted}>{t('form.packSizes.empty')}</p> : null}
      <ol className={styles.sectionList}>
        {value.map((size, index) => {
          const number = index + 1;
          const amountId = inputId(base, `${field.name}.${index}.amount`);
          const unitId = inputId(base, `${field.name}.${index}.unit`);
          const amountError = errors[`${field.name}.${index}.amount`];
          const unitError = errors[`${field.name}.${index}.unit`];
          return (
            <li key={size.key} className={styles.section}>
              <fieldset className="cluster">
                <legend>{t('form.packSizes.number', { number })}</legend>
                <div className="field">
                  <label htmlFor={amountId}>
                    {t('form.packSizes.amount')}
                    <span aria-hidden="true"> *</span>
                  </label>
                  <input
                    id={amountId}
                    type="text"
                    inputMode="decimal"
                    dir="ltr"
                    required
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={amountError ? `${amountId}-error` : undefined}
                    value={size.amount}
                    onChange={(event) => change(index, { amount: event.target.value })}
                  />
                  {amountError ? (
                    <p id={`${amountId}-error`} className="field-error">
                      {t(amountError.key, amountError.values ?? {})}
                    </p>
                  ) : null}
                </div>
                <div className="field">
                  <label htmlFor={unitId}>
                    {t('form.packSizes.unit')}
                    <span aria-hidden="true"> *</span>
                  </label>
                  <select
                    id={unitId}
                    required
                    aria-invalid={unitError ? true : undefined}
                    aria-describedby={unitError ? `${unitId}-error` : undefined}
                    value={size.unit}
                    onChange={(event) => change(index, { unit: event.target.value })}
                  >
                    <option value="">{t('form.packSizes.chooseUnit')}</option>
                    {(field.options ?? []).map((option) => (
                      <option key={option.value} value={option.value}>
                        {t(option.label)}
                      </option>
                    ))}
                  </select>
                  {unitError ? (
                    <p id={`${unitId}-error`} className="field-error">
                      {t(unitError.key, unitError.values ?? {})}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('form.packSizes.removeLabel', { number })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  {t('form.packSizes.remove')}
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
          disabled={field.maxItems !== undefined && value.length >= field.maxItems}
          onClick={() => onChange([...value, newPackSize()])}
        >
          {t('form.packSizes.add')}
        </button>
      </div>
    </fieldset>
  );
}
