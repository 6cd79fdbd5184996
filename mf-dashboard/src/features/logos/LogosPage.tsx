import { Button, LoadingScreen, type UploadProgress } from '@aurinko/shared-ui';
import { type ChangeEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FileInput } from '../../components/FileInput';
import { Toasts, useToasts } from '../../components/Toasts';
import { ReadOnlyNotice, WriteOnly } from '../access/ReadOnly';
import { checkSelection, isImageFile, MAX_LOGOS_PER_UPLOAD, uploadRefusal } from './logo-selection';
import styles from './logos.module.css';
import { deleteLogo, type Logo, listLogos, replaceLogo, uploadLogos } from './logos-api';

type ListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; logos: Logo[] };

/** A logo image, or the "No Image" placeholder when it cannot be shown. */
function LogoImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('dashboard_logos');
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  return (
    <div className={styles.thumb}>
      {broken ? (
        <span className={styles.placeholder}>{t('noImage')}</span>
      ) : (
        <img src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} />
      )}
    </div>
  );
}

/** Selected files with object-URL previews, released when the selection changes. */
function usePreviews(files: readonly File[]) {
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );
  return previews;
}

/** "Pioneers Logos Uploader" (/dashboard/Pioneer and /dashboard/logo): the partner logos of the home page. */
export function LogosPage() {
  const { t } = useTranslation('dashboard_logos');
  const { toasts, show, dismiss } = useToasts();
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [selection, setSelection] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Logo | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replaceTarget = useRef<Logo | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const previews = usePreviews(selection);
  const uploading = progress !== null;

  const reload = useCallback(async () => {
    try {
      setList({ kind: 'ready', logos: await listLogos() });
    } catch {
      setList({ kind: 'failed' });
      show('warning', t('toast.fetchFailed'));
    }
  }, [show, t]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const clearSelection = () => {
    setSelection([]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const refuse = (check: ReturnType<typeof checkSelection>) => {
    if (check.ok) return;
    if (check.problem === 'empty') show('warning', t('toast.selectFile'));
    else if (check.problem === 'too-many') show('warning', t('toast.tooMany', { max: MAX_LOGOS_PER_UPLOAD }));
    else show('warning', t('toast.notImage', { names: check.rejected.join(', ') }));
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    if (files.length === 0) {
      setSelection([]);
      return;
    }
    const check = checkSelection(files);
    if (check.ok) {
      setSelection(check.files);
      return;
    }
    refuse(check);
    clearSelection();
  };

  const submit = async () => {
    const check = checkSelection(selection);
    if (!check.ok) {
      refuse(check);
      return;
    }
    setProgress(0);
    try {
      await uploadLogos(check.files, (p: UploadProgress) => setProgress(p.fraction));
      show('success', t('toast.uploaded'));
      clearSelection();
      await reload();
    } catch (error) {
      const refusal = uploadRefusal(error, 'toast.uploadFailed');
      show('error', t(refusal.key, refusal.values ?? {}));
    } finally {
      setProgress(null);
    }
  };

  const startReplace = (logo: Logo) => {
    replaceTarget.current = logo;
    const input = replaceInput.current;
    if (!input) return;
    input.value = '';
    input.click();
  };

  const replace = async (event: ChangeEvent<HTMLInputElement>) => {
    const logo = replaceTarget.current;
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!logo || !file) return;
    if (!isImageFile(file)) {
      show('warning', t('toast.notImage', { names: file.name }));
      return;
    }
    setBusyId(logo._id);
    try {
      await replaceLogo(logo._id, file);
      show('success', t('toast.updated'));
      await reload();
    } catch (error) {
      const refusal = uploadRefusal(error, 'toast.updateFailed');
      show('error', t(refusal.key, refusal.values ?? {}));
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    const logo = pendingDelete;
    setPendingDelete(null);
    if (!logo) return;
    setBusyId(logo._id);
    try {
      await deleteLogo(logo._id);
      show('success', t('toast.deleted'));
      await reload();
      // The button that opened the dialog is gone with its logo.
      listHeading.current?.focus();
    } catch {
      show('error', t('toast.deleteFailed'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="stack">
      <Toasts toasts={toasts} closeLabel={t('toast.close')} onDismiss={dismiss} />
      <h1>{t('title')}</h1>
      <ReadOnlyNotice />

      <WriteOnly>
        <section className={`card ${styles.upload}`} aria-labelledby={`${ids}-upload`}>
          <h2 id={`${ids}-upload`}>{t('uploadTitle')}</h2>
          <div>
            <FileInput
              inputRef={fileInput}
              id={`${ids}-files`}
              label={t('choose')}
              chosen={selection}
              accept="image/*"
              multiple
              disabled={uploading}
              onChange={choose}
              describedBy={`${ids}-hint`}
            />
            <p id={`${ids}-hint`} className={styles.hint}>
              {t('hint', { max: MAX_LOGOS_PER_UPLOAD })}
            </p>
          </div>
          {previews.length > 0 ? (
            <div>
              <h3>{t('selected', { n: previews.length })}</h3>
              <ul className={styles.previews}>
                {previews.map((preview) => (
                  <li key={preview.url} className={styles.preview}>
                    <LogoImage src={preview.url} alt={preview.file.name} />
                    <span>{preview.file.name}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {uploading ? (
            <div className={styles.progress}>
              <progress
                id={`${ids}-progress`}
                max={100}
                value={Math.round(progress * 100)}
                aria-label={t('progress')}
              />
              <span aria-hidden="true">{Math.round(progress * 100)} %</span>
            </div>
          ) : null}
          <div className="cluster">
            <Button onClick={() => void submit()} disabled={uploading} aria-busy={uploading}>
              {uploading ? t('uploading') : t('upload')}
            </Button>
            {selection.length > 0 && !uploading ? (
              <Button variant="secondary" onClick={clearSelection}>
                {t('clear')}
              </Button>
            ) : null}
          </div>
        </section>
      </WriteOnly>

      <section className="stack" aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`} ref={listHeading} tabIndex={-1}>
          {t('listTitle')}
        </h2>
        <input
          ref={replaceInput}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void replace(event)}
          data-testid="replace-logo-input"
        />
        {list.kind === 'loading' ? <LoadingScreen /> : null}
        {list.kind === 'failed' ? (
          <div className="alert alert-error">
            <p>{t('toast.fetchFailed')}</p>
            <Button variant="secondary" onClick={() => void reload()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {list.kind === 'ready' && list.logos.length === 0 ? (
          <p data-testid="empty-list">{t('empty')}</p>
        ) : null}
        {list.kind === 'ready' && list.logos.length > 0 ? (
          <ul className={styles.grid}>
            {list.logos.map((logo) => (
              <li key={logo._id} className={`card ${styles.logo}`}>
                <LogoImage src={logo.url} alt={logo.imageName} />
                <p className={styles.name}>{logo.imageName}</p>
                <WriteOnly>
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      disabled={busyId === logo._id}
                      aria-label={t('editLabel', { name: logo.imageName })}
                      onClick={() => startReplace(logo)}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      variant="danger"
                      disabled={busyId === logo._id}
                      aria-label={t('deleteLabel', { name: logo.imageName })}
                      onClick={() => setPendingDelete(logo)}
                    >
                      {t('delete')}
                    </Button>
                  </div>
                </WriteOnly>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <ConfirmDialog
        open={pendingDelete !== null}
        message={t('confirmDelete', { name: pendingDelete?.imageName ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
