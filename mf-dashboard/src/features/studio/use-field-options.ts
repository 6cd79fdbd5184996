import { currentLanguage, type Language, useApi } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { studioApi } from './studio-api';
import { titleOf } from './studio-form';
import { RESOURCES } from './studio-registry';
import type { FieldSchema } from './studio-schema';

/** The most options a select loads from another resource (the admin API's largest page). */
export const OPTIONS_PAGE_SIZE = 100;

export interface FieldOption {
  value: string;
  /** Text to show, already in the UI language. */
  text: string;
  group?: string;
}

/**
 * The options of a `select`: its fixed options (labels translated), or the records of the resource named by
 * `optionsFrom` (labels in the UI language, English where a language is empty). `loading` until those arrive.
 */
export function useFieldOptions(field: FieldSchema): {
  options: FieldOption[];
  loading: boolean;
  failed: boolean;
} {
  const { t, i18n } = useTranslation('dashboard_studio');
  const language = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const source = field.optionsFrom;
  const records = useApi(
    () =>
      source
        ? studioApi.list(RESOURCES[source.resource], { page: 1, pageSize: OPTIONS_PAGE_SIZE })
        : Promise.resolve(null),
    [source?.resource],
    { perLanguage: false },
  );
  if (!source) {
    return {
      options: (field.options ?? []).map((option) => ({
        value: option.value,
        text: t(option.label),
        ...(option.group ? { group: t(option.group) } : {}),
      })),
      loading: false,
      failed: false,
    };
  }
  if (records.status !== 'success' || !records.data) {
    return { options: [], loading: records.status === 'loading', failed: records.status === 'error' };
  }
  const schema = RESOURCES[source.resource];
  return {
    options: records.data.items.map((record) => ({
      value: String(record[source.valueField] ?? ''),
      text:
        titleOf({ ...schema, titleField: source.labelField }, record, language) ||
        String(record[source.valueField]),
    })),
    loading: false,
    failed: false,
  };
}
