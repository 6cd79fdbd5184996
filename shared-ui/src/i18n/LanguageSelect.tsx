import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../icons/icons';
import { changeLanguage } from './i18n';
import styles from './language-select.module.css';
import { LANGUAGE_NAMES, LANGUAGES, normalizeLanguage } from './languages';

/** The language selector: labelled "Language", the six languages by their own names. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className={className}>
      <label htmlFor={id}>
        <GlobeIcon /> <span>{t('language.label')}</span>
      </label>{' '}
      <select
        id={id}
        name="lng"
        value={current}
        title={t('language.select')}
        className={styles.select}
        onChange={(event) => void changeLanguage(normalizeLanguage(event.target.value))}
        data-testid="language-select"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
