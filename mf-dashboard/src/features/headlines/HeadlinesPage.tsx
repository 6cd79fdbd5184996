import {
  Button,
  currentLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  LoadingScreen,
} from '@aurinko/shared-ui';
import { type FormEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PencilIcon, TrashIcon } from '../../components/icons';
import { ReadOnlyNotice, WriteOnly } from '../access/ReadOnly';
import { headlineEditor, headlineInput, isBlank, staleLanguages, startEditor } from './headline-editor';
import styles from './headlines.module.css';
import {
  createHeadline,
  deleteHeadline,
  type Headline,
  headlineTranslations,
  listHeadlines,
  updateHeadline,
} from './headlines-api';

type ListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; headlines: Headline[] };

/** /dashboard/AddHeadline: the headline ticker's texts, in every language. */
export function HeadlinesPage() {
  const { t, i18n } = useTranslation('dashboard_headlines');
  const language = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const [state, dispatch] = useReducer(headlineEditor, language, startEditor);
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [pendingDelete, setPendingDelete] = useState<Headline | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  const reload = useCallback(async () => {
    try {
      setList({ kind: 'ready', headlines: await listHeadlines() });
    } catch {
      setList({ kind: 'failed' });
    }
  }, []);

  // Texts come back in the UI language, so a language change reloads the list, and the form's main field follows.
  useEffect(() => {
    dispatch({ type: 'language-changed', language });
    void reload();
  }, [reload, language]);

  const startEdit = async (headline: Headline) => {
    dispatch({ type: 'edit', id: headline._id, text: headline.headline1 });
    textArea.current?.focus();
    try {
      const { translations, translationStatus } = await headlineTranslations(headline._id);
      dispatch({
        type: 'translations-loaded',
        id: headline._id,
        translations,
        stale: staleLanguages(translationStatus),
      });
    } catch {
      dispatch({ type: 'translations-failed', id: headline._id });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.phase !== 'idle') return;
    dispatch({ type: 'submit' });
    if (isBlank(state.text)) {
      textArea.current?.focus();
      return;
    }
    try {
      const input = headlineInput(state);
      if (state.mode.kind === 'edit') await updateHeadline(state.mode.id, input);
      else await createHeadline(input);
      dispatch({ type: 'saved' });
      await reload();
    } catch {
      dispatch({ type: 'save-failed' });
    }
  };

  const confirmDelete = async () => {
    const headline = pendingDelete;
    setPendingDelete(null);
    if (!headline) return;
    try {
      await deleteHeadline(headline._id);
      dispatch({ type: 'deleted', id: headline._id });
      await reload();
      // The button that opened the dialog is gone with its headline.
      listHeading.current?.focus();
    } catch {
      dispatch({ type: 'delete-failed' });
    }
  };

  const editing = state.mode.kind === 'edit' ? state.mode.id : null;
  const others = LANGUAGES.filter((other) => other !== language);
  const message = state.message;
  const stale = (lang: Language) => state.stale.includes(lang);
  /** "Needs update: English changed" under a language's field whose text was written against older English. */
  const staleNote = (lang: Language) =>
    stale(lang) ? (
      <p id={`${ids}-${lang}-stale`} className={styles.hint}>
        {t('needsUpdate')}
      </p>
    ) : null;

  return (
    <div className="stack">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ReadOnlyNotice />

      <WriteOnly>
        <form className={`card ${styles.form}`} onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${ids}-text`}>{t('field', { language: LANGUAGE_NAMES[language] })}</label>
            <textarea
              ref={textArea}
              id={`${ids}-text`}
              lang={language}
              dir="auto"
              value={state.text}
              maxLength={500}
              onChange={(event) => dispatch({ type: 'change-text', text: event.target.value })}
              aria-invalid={message?.key === 'empty' || undefined}
              aria-describedby={
                [
                  message?.key === 'empty' ? `${ids}-message` : '',
                  stale(language) ? `${ids}-${language}-stale` : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            {staleNote(language)}
          </div>
          {/* Open when a language needs an update, so the editor sees which. */}
          <details className={styles.others} open={others.some(stale) || undefined}>
            <summary>{t('otherLanguages')}</summary>
            <div className={styles.othersBody}>
              <p className={styles.hint}>{t('otherLanguagesHint')}</p>
              {others.map((other) => (
                <div className="field" key={other}>
                  <label htmlFor={`${ids}-${other}`}>{LANGUAGE_NAMES[other]}</label>
                  <textarea
                    id={`${ids}-${other}`}
                    lang={other}
                    dir="auto"
                    maxLength={500}
                    value={state.translations[other] ?? ''}
                    aria-describedby={stale(other) ? `${ids}-${other}-stale` : undefined}
                    onChange={(event) =>
                      dispatch({ type: 'change-translation', language: other, text: event.target.value })
                    }
                  />
                  {staleNote(other)}
                </div>
              ))}
            </div>
          </details>
          <div className="cluster">
            <Button type="submit" disabled={state.phase !== 'idle'} aria-busy={state.phase === 'saving'}>
              {state.mode.kind === 'edit' ? t('update') : t('add')}
            </Button>
            {state.mode.kind === 'edit' ? (
              <Button variant="secondary" onClick={() => dispatch({ type: 'cancel' })}>
                {t('cancelEdit')}
              </Button>
            ) : null}
          </div>
          <div role="status" id={message && message.tone !== 'error' ? `${ids}-message` : undefined}>
            {message && message.tone !== 'error' ? (
              <p className={`alert ${message.tone === 'success' ? 'alert-success' : ''} ${styles.message}`}>
                {t(`messages.${message.key}`)}
              </p>
            ) : null}
          </div>
          <div role="alert">
            {message?.tone === 'error' ? (
              <p className={`alert alert-error ${styles.message}`}>{t(`messages.${message.key}`)}</p>
            ) : null}
          </div>
        </form>
      </WriteOnly>

      <section className="stack" aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`} ref={listHeading} tabIndex={-1}>
          {t('listTitle')}
        </h2>
        {list.kind === 'loading' ? <LoadingScreen /> : null}
        {list.kind === 'failed' ? (
          <div className="alert alert-error">
            <p>{t('loadFailed')}</p>
            <Button variant="secondary" onClick={() => void reload()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {list.kind === 'ready' && list.headlines.length === 0 ? <p>{t('empty')}</p> : null}
        {list.kind === 'ready' && list.headlines.length > 0 ? (
          <ul className={styles.list}>
            {list.headlines.map((headline) => (
              <li
                key={headline._id}
                className={`${styles.item} ${editing === headline._id ? styles.itemEditing : ''}`}
              >
                <p className={styles.itemText} dir="auto">
                  {headline.headline1}
                </p>
                <WriteOnly>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t('editLabel', { text: headline.headline1 })}
                    aria-pressed={editing === headline._id}
                    disabled={state.phase === 'saving'}
                    onClick={() => void startEdit(headline)}
                  >
                    <PencilIcon />
                  </button>
                  <button
                    type="button"
                    className={`${styles.iconButton} ${styles.iconDanger}`}
                    aria-label={t('deleteLabel', { text: headline.headline1 })}
                    disabled={state.phase === 'saving'}
                    onClick={() => setPendingDelete(headline)}
                  >
                    <TrashIcon />
                  </button>
                </WriteOnly>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <ConfirmDialog
        open={pendingDelete !== null}
        message={t('confirmDelete', { text: pendingDelete?.headline1 ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
