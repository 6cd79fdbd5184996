import { Button, currentLanguage, LANGUAGE_NAMES, type Language } from '@aurinko/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Change, type Choice, defaultChoices, textOf } from './conflict';
import styles from './studio.module.css';

/**
 * Shown when a save was refused because another admin saved the record since this form opened it (409 `stale`):
 * what they changed, field by field and language by language, next to this editor's value, with the choice per
 * field; then take theirs for everything (reload), keep everything of this editor, or merge as chosen. Nothing is
 * saved here: the editor reviews the result and saves again.
 */
export function ConflictPanel({
  changes,
  by,
  at,
  onResolve,
}: {
  changes: readonly Change[];
  /** The admin whose save this form missed, when the record says (its draft's author). */
  by?: string;
  at: string;
  onResolve: (choices: Record<string, Choice>) => void;
}) {
  const { t, i18n } = useTranslation('dashboard_studio');
  const ui = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const base = useId();
  const [choices, setChoices] = useState<Record<string, Choice>>(() => defaultChoices(changes));
  const all = (choice: Choice) => Object.fromEntries(changes.map((change) => [change.path, choice]));
  const when = new Intl.DateTimeFormat(ui, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  const empty = <em className={styles.muted}>{t('conflict.empty')}</em>;
  return (
    <section className={`card stack ${styles.conflict}`} aria-labelledby={`${base}-title`} role="alert">
      <h2 id={`${base}-title`}>{t('conflict.title')}</h2>
      <p>{by ? t('conflict.savedBy', { name: by, date: when }) : t('conflict.saved', { date: when })}</p>
      {changes.length === 0 ? <p>{t('conflict.nothing')}</p> : <p>{t('conflict.hint')}</p>}
      {changes.map((change) => {
        const label = change.language
          ? `${t(change.field.label)} (${LANGUAGE_NAMES[change.language]})`
          : t(change.field.label);
        const name = `${base}-${change.path}`;
        const lang = change.language;
        return (
          <fieldset key={change.path} className={styles.conflictField} data-path={change.path}>
            <legend>{label}</legend>
            {(['theirs', 'mine'] as const).map((side) => {
              const text = textOf(change[side]);
              return (
                <label key={side} className={styles.conflictChoice}>
                  <input
                    type="radio"
                    name={name}
                    value={side}
                    checked={choices[change.path] === side}
                    onChange={() => setChoices((current) => ({ ...current, [change.path]: side }))}
                  />
                  <span className={styles.conflictSide}>{t(`conflict.${side}`)}</span>
                  <span className={styles.conflictText} lang={lang} dir="auto">
                    {text ? text : empty}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      <div className="cluster">
        <Button onClick={() => onResolve(choices)}>{t('conflict.merge')}</Button>
        <Button variant="secondary" onClick={() => onResolve(all('theirs'))}>
          {t('conflict.reload')}
        </Button>
        <Button variant="secondary" onClick={() => onResolve(all('mine'))}>
          {t('conflict.keepMine')}
        </Button>
      </div>
    </section>
  );
}
