import { ApiError, isLanguage } from '@aurinko/shared-ui';
import type { TFunction } from 'i18next';

/**
 * Any refusal or failure of the API as one sentence in the UI language that names the fields in words (the labels
 * the admin sees, never the API's field names such as `currentPassword`). `labelOf` gives a field's label; a path
 * `name.fr` is named "Name (French)".
 */
export function apiErrorText(t: TFunction, error: unknown, labelOf: (field: string) => string): string {
  const language = t('dashboard_workplace:errors.locale');
  const names = new Intl.DisplayNames([language], { type: 'language' });
  const label = (path: string) => {
    const [field = path, part] = path.split('.');
    const text = labelOf(field);
    return part && isLanguage(part) ? `${text} (${names.of(part) ?? part})` : text;
  };
  if (!(error instanceof ApiError)) return t('dashboard_workplace:errors.unknown');
  const fields = [...new Set(Object.keys(error.fields).map(label))];
  const list = new Intl.ListFormat([language], { type: 'conjunction' }).format(fields);
  switch (error.status) {
    case 0:
      return t('dashboard_workplace:errors.network');
    case 401:
      return t('dashboard_workplace:errors.signedOut');
    case 403:
      return t('dashboard_workplace:errors.forbidden');
    case 404:
      return t('dashboard_workplace:errors.gone');
    case 409:
      return fields.length
        ? t('dashboard_workplace:errors.taken', { fields: list })
        : t('dashboard_workplace:errors.conflict');
    case 413:
      return t('dashboard_workplace:errors.tooLarge', {
        fields: list || t('dashboard_workplace:errors.theFile'),
      });
    case 415:
      return t('dashboard_workplace:errors.fileType', {
        fields: list || t('dashboard_workplace:errors.theFile'),
      });
    case 429:
      return t('dashboard_workplace:errors.tooMany');
    default:
      if (error.status >= 400 && error.status < 500)
        return fields.length
          ? t('dashboard_workplace:errors.fields', { fields: list })
          : t('dashboard_workplace:errors.refused');
      return t('dashboard_workplace:errors.server');
  }
}
