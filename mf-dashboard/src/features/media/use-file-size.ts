import { useTranslation } from 'react-i18next';

/** A file size in the UI language's own number format and units (kB, MB), by `Intl.NumberFormat`. */
export function useFileSize() {
  const { i18n } = useTranslation();
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
    return new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit,
      maximumFractionDigits: 1,
    }).format(value);
  };
}
