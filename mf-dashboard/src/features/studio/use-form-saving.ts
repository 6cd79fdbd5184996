import { ApiError, FALLBACK_LANGUAGE } from '@aurinko/shared-ui';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiErrorText } from '../../components/api-error-text';
import { type BulkItem, saveEach } from './bulk-upload';
import { editedValuesOf } from './drafts';
import { applyFileChanges } from './file-changes';
import { useNotify } from './StudioLayout';
import { type EditedRecord, studioApi } from './studio-api';
import { deleteFailure, fileFields, inputOf, serverErrors, titleOf, validate, valuesOf } from './studio-form';
import type { ResourceSchema } from './studio-schema';
import type { ResourceFormState } from './use-resource-form';

/** What a submit of a publishable resource does: keep the changes as a draft, or publish them. */
export type Intent = 'draft' | 'publish';

/**
 * What the form's buttons do with the API: save (a draft, a publication, or straight away; the files after the
 * record; several records from several files), discard a draft, delete — each ending in the form's new state or its
 * refusals on the fields, a conflict shown instead of a lost save. Ctrl/Cmd+S saves too.
 */
export function useFormSaving(
  schema: ResourceSchema,
  form: ResourceFormState,
  { readOnly, formElement }: { readOnly: boolean; formElement: RefObject<HTMLFormElement | null> },
) {
  const { t } = useTranslation(['dashboard_studio', 'dashboard_workplace']);
  const notify = useNotify();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  // Set by the button that submits (Enter submits with the first one, "Save draft"), read by submit.
  const intent = useRef<Intent>('draft');
  const {
    record,
    edited,
    saved,
    values,
    files,
    bulk,
    bulkItems,
    language,
    recovery,
    uiLanguage,
    name,
    listPath,
  } = form;

  /** An API refusal in words, naming the form's fields by their labels. */
  const describe = (error: unknown) =>
    apiErrorText(t, error, (field) => {
      const found = schema.fields.find((candidate) => candidate.name === field);
      return found ? t(found.label) : t(`fields.${field}`, { defaultValue: field });
    });

  // Ctrl/Cmd+S saves (a draft, for publishable resources) instead of the browser's "save page".
  useEffect(() => {
    if (readOnly) return;
    const keydown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      intent.current = 'draft';
      formElement.current?.requestSubmit();
    };
    document.addEventListener('keydown', keydown);
    return () => document.removeEventListener('keydown', keydown);
  }, [readOnly, formElement]);

  /** Writes the pending files into the saved record (file-changes.ts); a refused file's message is on its field. */
  const uploadFiles = async (target: EditedRecord) => {
    const result = await applyFileChanges(schema, target, files, {
      progress: (field, fraction) => form.setProgress((current) => ({ ...current, [field]: fraction })),
      pending: (field, left) => form.setFiles((current) => ({ ...current, [field]: left })),
    });
    if (Object.keys(result.refused).length > 0) {
      form.setErrors(result.refused);
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
      form.showErrors(found);
      notify('warning', t('toast.checkFields'));
      return;
    }
    setSaving(true);
    form.setErrors({});
    const report = (key: string, change: Partial<BulkItem>) =>
      form.setBulkItems((current) =>
        current.map((item) => (item.key === key ? { ...item, ...change } : item)),
      );
    try {
      const { saved, failed, refused } = await saveEach(schema, values, bulkItems, report, publish);
      if (refused) {
        const allShown = form.showErrors(serverErrors(schema, values, refused.fields));
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
      form.setBulkItems((current) => current.filter((item) => item.status !== 'done'));
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
      form.showErrors(found);
      notify('warning', t('toast.checkFields'));
      return;
    }
    setSaving(true);
    form.setErrors({});
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
      form.startFrom(latest);
    } catch (error) {
      if (form.showConflict(error)) return;
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const allShown = form.showErrors(serverErrors(schema, values, error.fields, error.status));
        notify('error', allShown ? t('toast.refused') : t('toast.saveFailed', { message: describe(error) }));
      } else {
        notify('error', t('toast.saveFailed', { message: describe(error) }));
      }
    } finally {
      setSaving(false);
    }
  };

  const discard = async () => {
    if (!record) return;
    setSaving(true);
    try {
      const latest = await studioApi.discardDraft(schema, record._id, record._version);
      recovery.clear();
      form.startFrom(latest, valuesOf(schema, latest));
      form.setErrors({});
      notify('success', t('drafts.toast.discarded', { name: titleOf(schema, latest, uiLanguage) }));
    } catch (error) {
      if (!form.showConflict(error)) notify('error', t('drafts.toast.discardFailed'));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!record) return;
    setSaving(true);
    try {
      await studioApi.remove(schema, record._id, record._version);
      recovery.clear();
      notify('success', t('toast.deleted', { name }));
      navigate(listPath);
    } catch (error) {
      if (form.showConflict(error)) {
        setSaving(false);
        return;
      }
      const failure = deleteFailure(schema, error);
      notify('error', t(failure.key, failure.values ?? {}));
      setSaving(false);
    }
  };

  return { saving, intent, submit, discard, remove };
}
