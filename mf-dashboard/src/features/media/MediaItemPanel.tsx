import {
  ApiError,
  Button,
  directionOf,
  type FocalPoint,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  LoadingScreen,
  useApi,
} from '@aurinko/shared-ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { studioResourceOf } from '../audit/audit-links';
import { FocalPointField } from '../studio/FocalPointField';
import { useNotify } from '../studio/StudioLayout';
import studio from '../studio/studio.module.css';
import { CropField } from './CropField';
import { MediaPreview } from './MediaPreview';
import styles from './media.module.css';
import { type MediaItemDetail, type MediaUse, mediaApi } from './media-api';
import { checkMediaFile, type MediaMessage, mediaRefusal } from './media-refusal';
import { useFileSize } from './use-file-size';

const MAX_ALT = 300;
const MAX_CAPTION = 1000;
type Texts = Record<Language, string>;

/** One library item beside the list: what it is, where it is used, its texts per language, focal point, crop, file. */
export function MediaItemPanel({
  id,
  onClose,
  onChanged,
  onDeleted,
}: {
  id: string;
  onClose: () => void;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('dashboard_media');
  const item = useApi(() => mediaApi.get(id), [id], { perLanguage: false });
  if (item.status === 'loading') return <LoadingScreen />;
  if (item.status === 'error') {
    return (
      <section className={styles.panel} aria-label={t('item.title')}>
        <div className="alert alert-error" role="alert">
          <p>{t('item.loadFailed')}</p>
          <Button variant="secondary" onClick={item.reload}>
            {t('item.retry')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('item.close')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <ItemEditor
      key={item.data.updatedAt}
      item={item.data}
      onClose={onClose}
      onSaved={() => {
        item.reload();
        onChanged();
      }}
      onDeleted={onDeleted}
    />
  );
}

function ItemEditor({
  item,
  onClose,
  onSaved,
  onDeleted,
}: {
  item: MediaItemDetail;
  onClose: () => void;
  onSaved: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(['dashboard_media', 'dashboard_studio']);
  const ids = useId();
  const notify = useNotify();
  const fileSize = useFileSize();
  const [alt, setAlt] = useState<Texts>(item.alt as Texts);
  const [caption, setCaption] = useState<Texts>(item.caption as Texts);
  const [focus, setFocus] = useState<FocalPoint | ''>(item.focus ?? '');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<MediaMessage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await mediaApi.update(item._id, { alt, caption, focus });
      notify('success', t('item.saved'));
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.keys(error.fields) : [];
      setProblem(
        fields.length > 0
          ? {
              key: 'item.fieldProblem',
              values: { fields: fields.map(fieldName((key, values) => t(key, values ?? {}))).join(', ') },
            }
          : { key: 'item.saveFailed' },
      );
    } finally {
      setSaving(false);
    }
  };

  const replace = async (file: File) => {
    const refusal = checkMediaFile(file, item.kind);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      await mediaApi.replace(item._id, file, item.kind, (p) => setProgress(p.fraction));
      notify('success', t('item.replaced', { count: item.uses.length }));
      onSaved();
    } catch (error) {
      setProblem(mediaRefusal(error, file.name, item.kind));
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setProblem(null);
    try {
      await mediaApi.remove(item._id);
      notify('success', t('item.deleted', { name: item.originalName }));
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The uses are listed above; reloading the item here would drop this message with the editor.
        setProblem({ key: 'item.inUse', values: { count: Number(error.details.count ?? item.uses.length) } });
      } else setProblem({ key: 'item.deleteFailed' });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${ids}-title`} data-testid="media-panel">
      <div className={styles.panelHeader}>
        <h2 id={`${ids}-title`} ref={heading} tabIndex={-1}>
          <bdi>{item.originalName}</bdi>
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {t('item.close')}
        </Button>
      </div>
      <MediaPreview item={item} />
      <dl className={styles.facts}>
        <dt>{t('columns.kind')}</dt>
        <dd>{t(`kinds.${item.kind}`)}</dd>
        <dt>{t('columns.size')}</dt>
        <dd>{fileSize(item.size)}</dd>
        {item.width && item.height ? (
          <>
            <dt>{t('columns.dimensions')}</dt>
            <dd>{t('item.dimensions', { width: item.width, height: item.height })}</dd>
          </>
        ) : null}
        <dt>{t('item.address')}</dt>
        <dd>
          <a href={item.url} target="_blank" rel="noreferrer" dir="ltr">
            {t('item.open')}
          </a>
        </dd>
      </dl>

      <h3>{t('item.uses')}</h3>
      {item.uses.length === 0 ? (
        <p className={studio.muted}>{t('item.unused')}</p>
      ) : (
        <ul data-testid="media-uses">
          {item.uses.map((use) => (
            <li key={`${use.resource}-${use.id}-${use.field}`}>
              <UseLink use={use} />
            </li>
          ))}
        </ul>
      )}

      {problem ? (
        <div className="alert alert-error" role="alert">
          <p>{t(problem.key, problem.values ?? {})}</p>
        </div>
      ) : null}

      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className={studio.bareFieldset}>
          <legend>{t('item.alt')}</legend>
          <p className={studio.hint}>{t('item.altHint')}</p>
          {LANGUAGES.map((language) => (
            <div className="field" key={language}>
              <label htmlFor={`${ids}-alt-${language}`}>{LANGUAGE_NAMES[language]}</label>
              <input
                id={`${ids}-alt-${language}`}
                lang={language}
                dir={directionOf(language)}
                maxLength={MAX_ALT}
                value={alt[language] ?? ''}
                data-testid={`media-alt-${language}`}
                onChange={(event) => setAlt({ ...alt, [language]: event.target.value })}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className={studio.bareFieldset}>
          <legend>{t('item.caption')}</legend>
          {LANGUAGES.map((language) => (
            <div className="field" key={language}>
              <label htmlFor={`${ids}-caption-${language}`}>{LANGUAGE_NAMES[language]}</label>
              <textarea
                id={`${ids}-caption-${language}`}
                lang={language}
                dir={directionOf(language)}
                rows={2}
                maxLength={MAX_CAPTION}
                value={caption[language] ?? ''}
                onChange={(event) => setCaption({ ...caption, [language]: event.target.value })}
              />
            </div>
          ))}
        </fieldset>
        {item.kind === 'image' ? (
          <FocalPointField
            id={`${ids}-focus`}
            src={item.url}
            value={focus}
            onChange={(value) => setFocus(value)}
          />
        ) : null}
        <div className="cluster">
          <Button type="submit" disabled={saving}>
            {t('item.save')}
          </Button>
        </div>
      </form>

      {item.kind === 'image' ? <CropField item={item} onSaved={onSaved} /> : null}

      <h3>{t('item.file')}</h3>
      <p className={studio.hint}>{t('item.replaceHint', { count: item.uses.length })}</p>
      <input
        ref={fileInput}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="media-replace-input"
        accept={
          item.kind === 'image'
            ? 'image/*'
            : item.kind === 'pdf'
              ? 'application/pdf,.pdf'
              : 'video/mp4,video/webm,.mp4,.webm'
        }
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void replace(file);
        }}
      />
      <div className="cluster">
        <Button variant="secondary" disabled={progress !== null} onClick={() => fileInput.current?.click()}>
          {t('item.replace')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('item.delete')}
        </Button>
      </div>
      {progress !== null ? (
        <progress
          max={100}
          value={Math.round(progress * 100)}
          aria-label={t('upload.progress', { name: item.originalName })}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        message={t('item.confirmDelete', { name: item.originalName })}
        confirmLabel={t('item.delete')}
        cancelLabel={t('item.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** "Alt text (French)" for a server field path like `alt.fr`. */
function fieldName(t: (key: string, values?: Record<string, string>) => string) {
  return (path: string) => {
    const [field, language] = path.split('.');
    const name = t(`item.fields.${field === 'caption' ? 'caption' : field === 'focus' ? 'focus' : 'alt'}`);
    return language && (LANGUAGES as readonly string[]).includes(language)
      ? t('item.fieldIn', { field: name, language: LANGUAGE_NAMES[language as Language] })
      : name;
  };
}

/** A use of the item, linked to the record's edit screen (the studio registry's route). */
function UseLink({ use }: { use: MediaUse }) {
  const { t } = useTranslation(['dashboard_media', 'dashboard_studio']);
  const schema = studioResourceOf(use.resource);
  const resource = schema ? t(`dashboard_studio:${schema.text.plural}`) : use.resource;
  // A use inside a record's unpublished draft says so: "Draft of <title>" (the link opens the record, draft and all).
  const text = t(use.draft ? 'item.useDraft' : 'item.use', {
    resource,
    title: use.title || t('item.untitled', { id: use.id }),
    field: t(`dashboard_studio:fields.${use.field}`, { defaultValue: use.field }),
  });
  return schema ? <Link to={schema.routes.edit(use.id)}>{text}</Link> : <span>{text}</span>;
}
