import { cx } from '@aurinko/shared-ui';
import { type ChangeEvent, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './file-input.module.css';

interface FileInputProps {
  id: string;
  /** The field's label, shown above; the input's accessible name. */
  label: string;
  /** What is chosen now (names shown in place of the browser's own "No file chosen"). */
  chosen: readonly { name: string }[];
  multiple?: boolean;
  accept?: string;
  disabled?: boolean;
  /** Further descriptions of the input (hints). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file input in the UI language: the native input stays in the page (keyboard focus, Space opens the picker,
 * screen readers and `setInputFiles` use it) but is visually hidden; a styled button and the chosen names replace
 * the browser's own "Choose Files / No file chosen", which are always in the browser's language.
 */
export function FileInput({
  id,
  label,
  chosen,
  multiple = false,
  accept,
  disabled = false,
  describedBy,
  inputRef,
  onChange,
}: FileInputProps) {
  const { t } = useTranslation('dashboard');
  const statusId = useId();
  const labelId = useId();
  const status =
    chosen.length === 0
      ? t('fileInput.none')
      : chosen.length === 1
        ? (chosen[0]?.name ?? '')
        : t('fileInput.chosen', { count: chosen.length, names: chosen.map((file) => file.name).join(', ') });
  return (
    <div className="field">
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className={styles.native}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={onChange}
          aria-labelledby={labelId}
          aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        />
        {/* The visible button: a second label of the same input (a click opens the picker). The input is named by
            the field's label alone (aria-labelledby), as a second <label> would otherwise join its name. */}
        <label htmlFor={id} className={cx('btn btn-secondary', styles.button)} aria-hidden="true">
          {multiple ? t('fileInput.chooseFiles') : t('fileInput.chooseFile')}
        </label>
        <span id={statusId} className={styles.status}>
          {status}
        </span>
      </div>
    </div>
  );
}
