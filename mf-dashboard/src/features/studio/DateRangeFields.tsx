import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isInverted } from './date-range';

/** "From" and "To" day pickers of an admin list's filters (values `YYYY-MM-DD`, '' = open). */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (change: { from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation('dashboard_studio');
  const id = useId();
  const inverted = isInverted(from, to);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('list.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('list.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          aria-invalid={inverted || undefined}
          aria-describedby={inverted ? `${id}-to-error` : undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        {inverted ? (
          <p id={`${id}-to-error`} className="field-error">
            {t('list.toBeforeFrom')}
          </p>
        ) : null}
      </div>
    </>
  );
}
