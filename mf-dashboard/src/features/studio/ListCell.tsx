import { currentLanguage, isLanguage, LANGUAGE_NAMES, type Language } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import type { StudioRecord } from './studio-api';
import { titleOf } from './studio-form';
import type { ResourceSchema } from './studio-schema';
import type { FieldOption } from './use-field-options';

/** One cell of a resource's list: the column's value as its widget shows it (a title, an option's label, a date…). */
export function Cell({
  schema,
  column,
  record,
  loaded,
}: {
  schema: ResourceSchema;
  column: string;
  record: StudioRecord;
  /** Options of the column whose options come from another resource, once loaded. */
  loaded: { column: string; options: FieldOption[] };
}) {
  const { t, i18n } = useTranslation('dashboard_studio');
  const language = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const value = record[column];
  const field = schema.fields.find((candidate) => candidate.name === column);
  if (column === 'division') {
    const all = t(field?.emptyLabel ?? 'list.allDivisions');
    return <>{value ? t(`divisions.${String(value)}`) : all}</>;
  }
  if (!field) return <>{String(value ?? '')}</>;
  switch (field.widget) {
    case 'translatedText':
    case 'translatedTextarea':
      return <span dir="auto">{titleOf({ ...schema, titleField: column }, record, language)}</span>;
    case 'select': {
      if (field.optionsFrom) {
        const found = loaded.column === column ? loaded.options.find((o) => o.value === value) : undefined;
        return <span dir="auto">{found ? found.text : String(value ?? '')}</span>;
      }
      const option = field.options?.find((candidate) => candidate.value === value);
      if (!option) return <>{value ? String(value) : field.emptyLabel ? t(field.emptyLabel) : ''}</>;
      return (
        <>
          {field.listWithGroup && option.group ? `${t(option.label)} · ${t(option.group)}` : t(option.label)}
        </>
      );
    }
    case 'language':
      return isLanguage(value) ? <span lang={value}>{LANGUAGE_NAMES[value]}</span> : t('form.allLanguages');
    case 'rating':
      return <>{t('list.rating', { rating: Number(value) })}</>;
    case 'boolean':
      return <>{value ? t('list.yes') : t('list.no')}</>;
    case 'date':
      // A date field is a day (00:00 UTC): shown as that day in every time zone.
      return typeof value === 'string' && value ? (
        <time dateTime={value.slice(0, 10)}>
          {new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(value),
          )}
        </time>
      ) : null;
    default:
      return <span dir="auto">{String(value ?? '')}</span>;
  }
}

/** A file field's URL, or the first of a list field's. */
export const thumbnailOf = (value: unknown) =>
  (Array.isArray(value) ? (value[0] as string | undefined) : (value as string | null)) ?? null;
