import { currentLanguage } from '@aurinko/shared-ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats an ISO instant as a date and time in the UI language and the admin's time zone. */
export function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? currentLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
