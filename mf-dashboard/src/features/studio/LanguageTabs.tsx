import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@aurinko/shared-ui';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';
import type { Completeness } from './studio-form';

/**
 * One tab per language (WAI-ARIA tabs, automatic activation, arrows mirrored right to left), each with its
 * completeness mark and an error mark. The division pages' `Tabs` takes text labels only and lives in the
 * division bundle, so the studio has this one.
 */
export function LanguageTabs({
  selected,
  onSelect,
  marks,
  withErrors,
  children,
}: {
  selected: Language;
  onSelect: (language: Language) => void;
  marks: Record<Language, Completeness>;
  withErrors: ReadonlySet<Language>;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard_studio');
  const base = useId();
  const refs = useRef(new Map<Language, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = (index + 1) % LANGUAGES.length;
    else if (event.key === backward) next = (index - 1 + LANGUAGES.length) % LANGUAGES.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = LANGUAGES.length - 1;
    const target = next === undefined ? undefined : LANGUAGES[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    refs.current.get(target)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={t('form.languages')} className={styles.tablist}>
        {LANGUAGES.map((language, index) => {
          const active = language === selected;
          return (
            <button
              key={language}
              ref={(element) => {
                if (element) refs.current.set(language, element);
                else refs.current.delete(language);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${language}`}
              aria-selected={active}
              aria-controls={`${base}-panel`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(language)}
              onKeyDown={(event) => move(event, index)}
            >
              <span lang={language}>{LANGUAGE_NAMES[language]}</span>
              <span className={`${styles.mark} ${styles[`mark-${marks[language]}`]}`}>
                {t(`form.marks.${marks[language]}`)}
              </span>
              {withErrors.has(language) ? (
                <span className={styles.errorMark}>{t('form.marks.errors')}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${selected}`}
        className={styles.tabpanel}
      >
        {children}
      </div>
    </div>
  );
}
