import {
  ApiError,
  Button,
  currentLanguage,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  LoadingScreen,
  useApi,
} from '@aurinko/shared-ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { apiErrorText } from '../../components/api-error-text';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReadOnlyNotice } from '../access/ReadOnly';
import { useCanWrite } from '../access/roles';
import { BulkFileField } from './BulkFileField';
import { type BulkItem, saveEach } from './bulk-upload';
import { ConflictPanel } from './ConflictPanel';
import { type Change, type Choice, changesSince, conflictFields, merge } from './conflict';
import { DraftStatus } from './DraftStatus';
import { editedValuesOf, previewHref } from './drafts';
import { FieldInput, inputId } from './FieldInput';
import { FileField, type PendingFile } from './FileField';
import { applyFileChanges } from './file-changes';
import { HistoryPanel } from './HistoryPanel';
import { ImagesField } from './ImagesField';
import { LanguageTabs } from './LanguageTabs';
import { PresenceNotice } from './PresenceNotice';
import { RecoveryOffer } from './RecoveryOffer';
import { useNotify } from './StudioLayout';
import styles from './studio.module.css';
import { type EditedRecord, staleOf, studioApi, type Translations } from './studio-api';
import {
  completeness,
  deleteFailure,
  editableFields,
  type FieldErrors,
  type FieldMessage,
  type FormValues,
  fileFields,
  inputOf,
  languageOfPath,
  newValues,
  same,
  serverErrors,
  titleOf,
  translatedFields,
  validate,
  valuesOf,
} from './studio-form';
import { listPathOf, RESOURCES } from './studio-registry';
import { isFileList, isTranslated, type ResourceSchema, type StudioRoute, slugify } from './studio-schema';
import { usePresence } from './use-presence';
import { recoveryKey, useRecoveryCopy } from './use-recovery-copy';
import { useUnsavedChanges } from './use-unsaved-changes';

/** What a submit of a publishable resource does: keep the changes as a draft, or publish them. */
type Intent = 'draft' | 'publish';

/**
 * The language tab, also kept in the address (`?lang=fr`) so a link can open a record on one language's tab. The tab
 * switches at once (local state); the address follows, so typing right after a click lands in the new tab's fields.
 */
function useLanguageTab(): [Language, (language: Language) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('lang');
  const inAddress = isLanguage(raw) ? raw : FALLBACK_LANGUAGE;
  const [selected, setSelected] = useState<Language>(inAddress);
  // A link or history step that changes ?lang= moves the tab too.
  useEffect(() => setSelected(inAddress), [inAddress]);
  const select = (language: Language) => {
    setSelected(language);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (language === FALLBACK_LANGUAGE) next.delete('lang');
        else next.set('lang', language);
        return next;
      },
      { replace: true },
    );
  };
  return [selected, select];
}

/** Add and edit screens of every resource: `/dashboard/<group>`, `/dashboard/product_detail`, `…/:id`. */
export function ResourceFormPage({ route }: { route: StudioRoute }) {
  const schema = RESOURCES[route.resource];
  const canWrite = useCanWrite();
  if (route.screen === 'edit') return <EditScreen schema={schema} />;
  return canWrite ? (
    <ResourceForm schema={schema} route={route} />
  ) : (
    <CreateRefused schema={schema} route={route} />
  );
}

/** An add screen reached by a viewer: nothing to fill in, the notice and the way back to the list. */
function CreateRefused({ schema, route }: { schema: ResourceSchema; route: StudioRoute }) {
  const { t } = useTranslation('dashboard_studio');
  const list = route.group
    ? t('list.groupTitle', { group: t(`groups.${route.group}`) })
    : t(schema.text.plural);
  return (
    <div className="stack">
      <h1>
        {route.group ? t('form.createInGroup', { group: t(`groups.${route.group}`) }) : t(schema.text.create)}
      </h1>
      <ReadOnlyNotice />
      <Link to={listPathOf(schema, route.group)}>{t('form.backTo', { list })}</Link>
    </div>
  );
}

function EditScreen({ schema }: { schema: ResourceSchema }) {
  const { t } = useTranslation('dashboard_studio');
  const { id = '' } = useParams();
  // A record carries every language: switching the UI language must not reload it over the admin's edits.
  const record = useApi(() => studioApi.get(schema, id), [schema, id], { perLanguage: false });
  if (record.status === 'loading') return <LoadingScreen />;
  if (record.status === 'error') {
    const missing = record.error.status === 404;
    return (
      <div className="stack">
        <h1>{missing ? t('form.notFound') : t('form.loadFailed')}</h1>
        <div className="cluster">
          {missing ? null : (
            <Button variant="secondary" onClick={record.reload}>
              {t('list.retry')}
            </Button>
          )}
          <Link to={schema.routes.list}>{t('form.backTo', { list: t(schema.text.plural) })}</Link>
        </div>
      </div>
    );
  }
  return <ResourceForm key={record.data._id} schema={schema} record={record.data} />;
}

function ResourceForm({
  schema,
  route,
  record: loaded,
}: {
  schema: ResourceSchema;
  route?: StudioRoute;
  record?: EditedRecord;
}) {
  const { t, i18n } = useTranslation(['dashboard_studio', 'dashboard_workplace']);
  const uiLanguage = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const notify = useNotify();
  const navigate = useNavigate();
  const base = useId();
  /** An API refusal in words, naming the form's fields by their labels. */
  const describe = (error: unknown) =>
    apiErrorText(t, error, (field) => {
      const found = schema.fields.find((candidate) => candidate.name === field);
      return found ? t(found.label) : t(`fields.${field}`, { defaultValue: field });
    });
  const [record, setRecord] = useState<EditedRecord | undefined>(loaded);
  // What the editor sees: the draft when there is one (its files included), else the live record.
  const edited = record ? editedValuesOf(record) : undefined;
  // A record with a pending draft is edited from its draft.
  const initial = useMemo(
    () =>
      loaded
        ? valuesOf(schema, editedValuesOf(loaded))
        : newValues(schema, route?.group ? { group: route.group } : {}),
    [schema, loaded, route?.group],
  );
  const [saved, setSaved] = useState<FormValues>(initial);
  const [values, setValues] = useState<FormValues>(initial);
  const [files, setFiles] = useState<Record<string, PendingFile>>({});
  const [progress, setProgress] = useState<Record<string, number | null>>({});
  // A file refused right after a create arrives with the navigation to the new record's edit screen.
  const arrived = (useLocation().state as { fileErrors?: FieldErrors } | null)?.fileErrors;
  const [errors, setErrors] = useState<FieldErrors>(arrived ?? {});
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Set by the button that submits (Enter submits with the first one, "Save draft"), read by submit.
  const intent = useRef<Intent>('draft');
  const [focusPath, setFocusPath] = useState<string | null>(null);
  const [language, selectLanguage] = useLanguageTab();
  // Slug fields still generated from their source's English text: on a new record, until the admin edits them.
  const [following, setFollowing] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        loaded
          ? []
          : schema.fields.filter((field) => field.widget === 'slug' && field.source).map((f) => f.name),
      ),
  );
  // The add screen of a resource that takes several files at once (each becomes a record).
  const bulk = record ? undefined : schema.bulkUpload;
  const [bulkItems, setBulkItems] = useState<BulkItem[]>([]);
  // A viewer reads the record: every field disabled (the language tabs still switch), no save or delete.
  const readOnly = !useCanWrite();
  // A save refused because another admin saved first: the record as it is now and what they changed.
  const [conflict, setConflict] = useState<{ current: EditedRecord; changes: Change[] } | null>(null);
  const editors = usePresence(schema, record?._id, !readOnly);
  const form = useRef<HTMLFormElement>(null);

  const pendingFiles =
    Object.values(files).some((pending) => pending !== null) ||
    bulkItems.some((item) => item.status === 'waiting');
  const dirty = !same(values, saved) || pendingFiles;
  const guard = useUnsavedChanges(dirty && !saving);
  const recovery = useRecoveryCopy(
    recoveryKey(schema, record?._id, route?.group),
    values,
    saved,
    dirty && !readOnly,
  );
  // "Needs update" comes from the API: the fields whose translation was saved against an older English text.
  const marks = completeness(schema, values, {
    stale: record?.draft ? record.draft.translationStatus : record?.translationStatus,
    values: saved,
  });
  const withErrors = new Set(
    Object.keys(errors)
      .map(languageOfPath)
      .filter((found): found is Language => found !== undefined),
  );

  // Focus the first refused field once its tab is shown.
  // `language` is in the deps: a field on another tab exists only once that tab is shown.
  useEffect(() => {
    if (!focusPath) return;
    const input = document.getElementById(inputId(base, focusPath));
    if (!input) return;
    input.focus();
    setFocusPath(null);
  }, [focusPath, base, language]);

  // Ctrl/Cmd+S saves (a draft, for publishable resources) instead of the browser's "save page".
  useEffect(() => {
    if (readOnly) return;
    const keydown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      intent.current = 'draft';
      form.current?.requestSubmit();
    };
    document.addEventListener('keydown', keydown);
    return () => document.removeEventListener('keydown', keydown);
  }, [readOnly]);

  /** Another admin saved first: show what they changed (their values against this form's) instead of saving. */
  const showConflict = (error: unknown): boolean => {
    const stale = staleOf(error);
    if (!stale) return false;
    const theirs = valuesOf(schema, editedValuesOf(stale.current));
    setConflict({
      current: stale.current,
      changes: changesSince(conflictFields(schema), saved, theirs, values),
    });
    notify('warning', t('conflict.toast'));
    return true;
  };

  /** The editor's choice on a conflict: the form now starts from their record, with the values chosen. */
  const resolve = (choices: Record<string, Choice>) => {
    if (!conflict) return;
    const theirs = valuesOf(schema, editedValuesOf(conflict.current));
    setRecord(conflict.current);
    setSaved(theirs);
    setValues(merge(values, conflict.changes, choices));
    setConflict(null);
    notify('success', t('conflict.resolved'));
  };

  const name = titleOf(schema, saved, uiLanguage) || t('list.untitled');
  const group = typeof values.group === 'string' && values.group ? values.group : route?.group;
  const listPath = listPathOf(
    schema,
    typeof saved.group === 'string' && saved.group ? saved.group : route?.group,
  );
  const title = record
    ? t('form.editTitle', { name })
    : route?.group
      ? t('form.createInGroup', { group: t(`groups.${route.group}`) })
      : t(schema.text.create);

  const setValue = (field: string, value: unknown) => {
    const changed: Record<string, unknown> = { [field]: value };
    const slug = schema.fields.find((candidate) => candidate.name === field && candidate.widget === 'slug');
    if (slug) {
      // The admin's own slug stops the generation; emptying it starts it again.
      setFollowing((current) => {
        const next = new Set(current);
        if (String(value) === '') next.add(field);
        else next.delete(field);
        return next;
      });
    }
    for (const target of schema.fields) {
      if (target.widget === 'slug' && target.source === field && following.has(target.name)) {
        changed[target.name] = slugify((value as Partial<Translations>).en ?? '', target.maxLength);
      }
    }
    setValues((current) => ({ ...current, ...changed }));
    // A corrected field loses its message; the others stay until the next save.
    setErrors((current) => {
      const next = { ...current };
      for (const name of Object.keys(changed))
        for (const path of Object.keys(next))
          if (path === name || path.startsWith(`${name}.`)) delete next[path];
      return next;
    });
  };

  /**
   * Shows refusals: each on its field, the tab of the first one selected, that field focused. Returns false when
   * some refusal names no field of the form (the caller then shows the server's message).
   */
  const showErrors = (found: FieldErrors): boolean => {
    setErrors(found);
    const order = [...editableFields(schema), ...fileFields(schema)].flatMap((field) =>
      isTranslated(field) ? LANGUAGES.map((lang) => `${field.name}.${lang}`) : [field.name],
    );
    const paths = Object.keys(found).sort(
      (a, b) => rank(order, a) - rank(order, b) || a.localeCompare(b, 'en', { numeric: true }),
    );
    const first = paths.find((path) => languageOfPath(path) === language) ?? paths[0];
    if (first) {
      const tab = languageOfPath(first);
      if (tab && tab !== language) selectLanguage(tab);
      setFocusPath(first);
    }
    return paths.every((path) => rank(order, path) < order.length);
  };

  /** Writes the pending files into the saved record (file-changes.ts); a refused file's message is on its field. */
  const uploadFiles = async (target: EditedRecord) => {
    const result = await applyFileChanges(schema, target, files, {
      progress: (field, fraction) => setProgress((current) => ({ ...current, [field]: fraction })),
      pending: (field, left) => setFiles((current) => ({ ...current, [field]: left })),
    });
    if (Object.keys(result.refused).length > 0) {
      setErrors(result.refused);
      notify('error', t('toast.fileFailed'));
    }
    return result;
  };

  /** Bulk add: one record per chosen file; the English caption may be left to the file names. */
  const submitEach = async (captionField: string, publish: boolean) => {
    const texts = values[captionField] as Record<string, string>;
    const found = validate(schema, { ...values, [captionField]: { ...texts, en: texts.en || '-' } });
    const field = bulk?.field ?? '';
    if (!bulkItems.some((item) => item.status === 'waiting')) found[field] = { key: 'errors.bulkNone' };
    if (Object.keys(found).length > 0) {
      showErrors(found);
      notify('warning', t('toast.checkFields'));
      return;
    }
    setSaving(true);
    setErrors({});
    const report = (key: string, change: Partial<BulkItem>) =>
      setBulkItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
    try {
      const { saved, failed, refused } = await saveEach(schema, values, bulkItems, report, publish);
      if (refused) {
        const allShown = showErrors(serverErrors(schema, values, refused.fields));
        notify(
          'error',
          allShown ? t('toast.refused') : t('toast.saveFailed', { message: describe(refused) }),
        );
      } else if (failed === 0) {
        notify('success', t('toast.bulkSaved', { count: saved }));
        navigate(schema.routes.list);
        return;
      } else {
        notify('error', t('toast.bulkPartly', { saved, failed }));
      }
      // What was saved leaves the list; what failed stays with its message.
      setBulkItems((current) => current.filter((item) => item.status !== 'done'));
    } finally {
      setSaving(false);
    }
  };

  /** Writes the form: publishable resources as a draft or published (by `intent`), others straight away. */
  const write = async (publish: boolean): Promise<EditedRecord> => {
    if (!schema.publishable) {
      return record
        ? studioApi.update(schema, record._id, inputOf(schema, values, saved), record._version)
        : studioApi.create(schema, inputOf(schema, values));
    }
    // A new record saved as a draft is created unpublished: visitors see it once it is published.
    if (!record) return studioApi.create(schema, { ...inputOf(schema, values), published: publish });
    const { published: _status, ...changes } = inputOf(schema, values, saved);
    if (publish) return studioApi.publish(schema, record._id, changes, record._version);
    // A file added or removed is part of the draft: saving only a file still starts one, so the upload goes into it.
    const fileChanged = fileFields(schema).some((field) => Boolean(files[field.name]));
    return Object.keys(changes).length > 0 || (fileChanged && !record.draft)
      ? studioApi.saveDraft(schema, record._id, changes, record._version)
      : record;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const publish = intent.current === 'publish';
    intent.current = 'draft';
    if (saving) return;
    if (bulk) {
      await submitEach(bulk.captionField, publish);
      return;
    }
    // A file stays until the save is done (a removal runs after the record is written).
    const withFiles = new Set(
      fileFields(schema)
        .filter((field) => Boolean(edited?.[field.name]) || files[field.name]?.kind === 'replace')
        .map((field) => field.name),
    );
    const found = validate(schema, values, withFiles);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      notify('warning', t('toast.checkFields'));
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const written = await write(publish);
      const uploaded = await uploadFiles(written);
      // Each file write answers the editor's whole record (live, draft with its files, version): the last is current.
      const latest = uploaded.latest;
      const refused = uploaded.refused;
      const failed = Object.keys(refused).length > 0;
      const savedName = titleOf(schema, editedValuesOf(latest), uiLanguage);
      const done = !schema.publishable ? 'toast.saved' : publish ? 'toast.published' : 'drafts.toast.saved';
      if (!failed) notify('success', t(done, { name: savedName }));
      recovery.clear();
      if (!record) {
        navigate(schema.routes.edit(latest._id, language === FALLBACK_LANGUAGE ? undefined : language), {
          state: failed ? { fileErrors: refused } : null,
        });
        return;
      }
      const next = valuesOf(schema, editedValuesOf(latest));
      setRecord(latest);
      setSaved(next);
      setValues(next);
    } catch (error) {
      if (showConflict(error)) return;
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const allShown = showErrors(serverErrors(schema, values, error.fields, error.status));
        notify('error', allShown ? t('toast.refused') : t('toast.saveFailed', { message: describe(error) }));
      } else {
        notify('error', t('toast.saveFailed', { message: describe(error) }));
      }
    } finally {
      setSaving(false);
    }
  };

  const discard = async () => {
    setConfirmDiscard(false);
    if (!record) return;
    setSaving(true);
    try {
      const latest = await studioApi.discardDraft(schema, record._id, record._version);
      recovery.clear();
      const next = valuesOf(schema, latest);
      setRecord(latest);
      setSaved(next);
      setValues(next);
      setErrors({});
      notify('success', t('drafts.toast.discarded', { name: titleOf(schema, latest, uiLanguage) }));
    } catch (error) {
      if (!showConflict(error)) notify('error', t('drafts.toast.discardFailed'));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    if (!record) return;
    setSaving(true);
    try {
      await studioApi.remove(schema, record._id, record._version);
      recovery.clear();
      notify('success', t('toast.deleted', { name }));
      navigate(listPath);
    } catch (error) {
      if (showConflict(error)) {
        setSaving(false);
        return;
      }
      const failure = deleteFailure(schema, error);
      notify('error', t(failure.key, failure.values ?? {}));
      setSaving(false);
    }
  };

  const plain = editableFields(schema).filter(
    (field) => !isTranslated(field) && field.widget !== 'focalPoint',
  );
  const focusOf = (image: string) =>
    schema.fields.find((field) => field.widget === 'focalPoint' && field.image === image);
  const texts = translatedFields(schema);
  const fileList = fileFields(schema);
  const hasRequiredText = texts.some((field) => field.required);
  const preview = record && schema.publishable ? previewHref(schema, record) : null;

  return (
    <div className="stack">
      <div className={styles.header}>
        <h1>{title}</h1>
        <Link to={listPath}>
          {t('form.backTo', {
            list: group ? t('list.groupTitle', { group: t(`groups.${group}`) }) : t(schema.text.plural),
          })}
        </Link>
      </div>
      <ReadOnlyNotice />
      <PresenceNotice editors={editors} />
      {recovery.offer && !readOnly ? (
        <RecoveryOffer
          at={recovery.offer.at}
          onRestore={() => {
            const kept = recovery.accept();
            if (kept) setValues({ ...values, ...kept });
            notify('success', t('recovery.restored'));
          }}
          onDismiss={recovery.dismiss}
        />
      ) : null}
      {conflict ? (
        <ConflictPanel
          key={conflict.current._version}
          changes={conflict.changes}
          by={conflict.current.draft?.updatedBy}
          at={conflict.current.draft?.updatedAt ?? conflict.current.updatedAt}
          onResolve={resolve}
        />
      ) : null}
      <form ref={form} className={`card ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
        {record && schema.publishable ? <DraftStatus record={record} /> : null}
        {readOnly ? null : <p className={styles.hint}>{t('form.requiredNote')}</p>}
        {plain.length > 0 ? (
          <fieldset className={`${styles.bareFieldset} ${styles.plainFields}`} disabled={readOnly}>
            {plain.map((field) => (
              <FieldInput
                key={field.name}
                base={base}
                field={field}
                value={values[field.name]}
                error={errors[field.name]}
                errors={errors}
                editing={record !== undefined}
                onChange={(value) => setValue(field.name, value)}
              />
            ))}
          </fieldset>
        ) : null}

        {texts.length > 0 ? (
          <section className="stack" aria-labelledby={`${base}-texts`}>
            <h2 id={`${base}-texts`}>{t('form.texts')}</h2>
            <p className={styles.hint}>
              {hasRequiredText ? t('form.textsHintRequired') : t('form.textsHint')}
            </p>
            {bulk ? <p className={styles.hint}>{t('form.bulk.captionHint')}</p> : null}
            <LanguageTabs selected={language} onSelect={selectLanguage} marks={marks} withErrors={withErrors}>
              <fieldset className={`${styles.bareFieldset} stack`} disabled={readOnly}>
                {texts.map((field) => (
                  <FieldInput
                    key={`${field.name}-${language}`}
                    base={base}
                    field={field}
                    value={values[field.name]}
                    language={language}
                    error={errors[`${field.name}.${language}`]}
                    errors={errors}
                    onChange={(value) => setValue(field.name, value)}
                  />
                ))}
              </fieldset>
            </LanguageTabs>
          </section>
        ) : null}

        {fileList.length > 0 ? (
          <section className="stack" aria-labelledby={`${base}-files`}>
            <h2 id={`${base}-files`}>{t('form.files')}</h2>
            <p className={styles.hint}>
              {t('form.filesHint')}
              {schema.publishable ? ` ${t('drafts.filesInDraft')}` : null}
            </p>
            <fieldset className={`${styles.bareFieldset} ${styles.fileGrid}`} disabled={readOnly}>
              {fileList.map((field) =>
                isFileList(field) ? (
                  <ImagesField
                    key={field.name}
                    base={base}
                    field={field}
                    current={(edited?.[field.name] as string[] | undefined) ?? []}
                    pending={files[field.name] ?? null}
                    progress={progress[field.name] ?? null}
                    error={errors[field.name]}
                    onChange={(pending) => {
                      setFiles((current) => ({ ...current, [field.name]: pending }));
                      setErrors(({ [field.name]: _gone, ...rest }) => rest);
                    }}
                    onRefused={(message: FieldMessage) =>
                      setErrors((current) => ({ ...current, [field.name]: message }))
                    }
                  />
                ) : field.name === bulk?.field ? (
                  <BulkFileField
                    key={field.name}
                    base={base}
                    field={field}
                    items={bulkItems}
                    busy={saving}
                    error={errors[field.name]}
                    onChange={(items) => {
                      setBulkItems(items);
                      setErrors(({ [field.name]: _gone, ...rest }) => rest);
                    }}
                  />
                ) : (
                  <FileField
                    key={field.name}
                    base={base}
                    field={field}
                    current={(edited?.[field.name] as string | null | undefined) ?? null}
                    pending={files[field.name] ?? null}
                    progress={progress[field.name] ?? null}
                    error={errors[field.name]}
                    onChange={(pending) => {
                      setFiles((current) => ({ ...current, [field.name]: pending }));
                      setErrors(({ [field.name]: _gone, ...rest }) => rest);
                    }}
                    onRefused={(message: FieldMessage) =>
                      setErrors((current) => ({ ...current, [field.name]: message }))
                    }
                    focus={(() => {
                      const focal = focusOf(field.name);
                      return focal
                        ? {
                            value: values[focal.name],
                            onChange: (value: unknown) => setValue(focal.name, value),
                          }
                        : undefined;
                    })()}
                  />
                ),
              )}
            </fieldset>
          </section>
        ) : null}

        {readOnly ? null : (
          <div className="cluster">
            {schema.publishable ? (
              <>
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={saving}
                  onClick={() => {
                    intent.current = 'draft';
                  }}
                >
                  {t('drafts.saveDraft')}
                </Button>
                <Button
                  type="submit"
                  disabled={saving}
                  onClick={() => {
                    intent.current = 'publish';
                  }}
                >
                  {t('drafts.publish')}
                </Button>
                {record?.draft ? (
                  <Button variant="secondary" disabled={saving} onClick={() => setConfirmDiscard(true)}>
                    {t('drafts.discard')}
                  </Button>
                ) : null}
                {preview ? (
                  <a className="btn btn-secondary" href={preview} target="_blank" rel="noopener">
                    {t('drafts.preview')} <span className="visually-hidden">{t('drafts.newTab')}</span>
                  </a>
                ) : null}
                {saving ? <span className={styles.muted}>{t('form.saving')}</span> : null}
              </>
            ) : (
              <Button type="submit" disabled={saving} aria-busy={saving}>
                {saving ? t('form.saving') : record ? t('form.save') : t('form.create')}
              </Button>
            )}
            {record ? (
              <Button variant="danger" disabled={saving} onClick={() => setConfirmDelete(true)}>
                {t('form.delete')}
              </Button>
            ) : null}
            {dirty ? <span className={styles.muted}>{t('form.unsaved')}</span> : null}
          </div>
        )}
      </form>

      {record && !readOnly && !bulk ? (
        <HistoryPanel
          schema={schema}
          record={record}
          unsaved={dirty}
          onRestored={(latest) => {
            // The restored version is the form's new starting point (its draft); unsaved edits were given up.
            recovery.clear();
            const next = valuesOf(schema, editedValuesOf(latest));
            setRecord(latest);
            setSaved(next);
            setValues(next);
            setErrors({});
          }}
          onError={showConflict}
        />
      ) : null}

      <ConfirmDialog
        open={confirmDelete}
        message={t('list.confirmDelete', { name })}
        confirmLabel={t('list.delete')}
        cancelLabel={t('list.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
      <ConfirmDialog
        open={confirmDiscard}
        message={t('drafts.discardQuestion', { name })}
        confirmLabel={t('drafts.discard')}
        cancelLabel={t('list.cancel')}
        onConfirm={() => void discard()}
        onCancel={() => setConfirmDiscard(false)}
      />
      <ConfirmDialog
        open={guard.pending !== null}
        message={t('form.leaveQuestion')}
        confirmLabel={t('form.leave')}
        cancelLabel={t('form.stay')}
        onConfirm={() => {
          // Leaving without saving is the editor's choice: no copy is offered back later.
          recovery.clear();
          guard.leave();
        }}
        onCancel={guard.stay}
      />
    </div>
  );
}

/** A path's place in the form: its own field's, or for an inner path (`sections.fr.0.heading`) its list's. */
function rank(order: readonly string[], path: string) {
  const index = order.findIndex((known) => path === known || path.startsWith(`${known}.`));
  return index === -1 ? order.length : index;
}
