import { currentLanguage, LANGUAGES, type Language } from '@aurinko/shared-ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { BulkItem } from './bulk-upload';
import { type Change, type Choice, changesSince, conflictFields, merge } from './conflict';
import { editedValuesOf } from './drafts';
import { inputId } from './FieldInput';
import type { PendingFile } from './FileField';
import { useNotify } from './StudioLayout';
import { type EditedRecord, staleOf, type Translations } from './studio-api';
import {
  completeness,
  editableFields,
  type FieldErrors,
  type FormValues,
  fileFields,
  languageOfPath,
  newValues,
  same,
  titleOf,
  valuesOf,
} from './studio-form';
import { listPathOf } from './studio-registry';
import { isTranslated, type ResourceSchema, type StudioRoute, slugify } from './studio-schema';
import { useLanguageTab } from './use-language-tab';
import { recoveryKey, useRecoveryCopy } from './use-recovery-copy';

/**
 * The state of one add or edit form: the record as last loaded or saved, the values being edited (and the files
 * chosen), the messages on fields, the language tab, the copy kept for recovery and a conflict with another admin's
 * save. What changes it from outside a field (a save, a discard, a restored version) goes through `startFrom`.
 */
export function useResourceForm(
  schema: ResourceSchema,
  route: StudioRoute | undefined,
  loaded: EditedRecord | undefined,
  readOnly: boolean,
) {
  const { t, i18n } = useTranslation(['dashboard_studio', 'dashboard_workplace']);
  const uiLanguage = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const notify = useNotify();
  const base = useId();
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
  // A save refused because another admin saved first: the record as it is now and what they changed.
  const [conflict, setConflict] = useState<{ current: EditedRecord; changes: Change[] } | null>(null);

  const pendingFiles =
    Object.values(files).some((pending) => pending !== null) ||
    bulkItems.some((item) => item.status === 'waiting');
  const dirty = !same(values, saved) || pendingFiles;
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

  // The record's name in the UI language, and the list it belongs to (its saved group's, or the add screen's).
  const name = titleOf(schema, saved, uiLanguage) || t('list.untitled');
  const listPath = listPathOf(
    schema,
    typeof saved.group === 'string' && saved.group ? saved.group : route?.group,
  );

  /** The record as the API answered it becomes the form's starting point (its draft, if it has one). */
  const startFrom = (latest: EditedRecord, next = valuesOf(schema, editedValuesOf(latest))) => {
    setRecord(latest);
    setSaved(next);
    setValues(next);
  };

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

  /** A field's new value; a slug following this field follows it, and the field's messages go. */
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

  return {
    base,
    uiLanguage,
    name,
    listPath,
    record,
    edited,
    saved,
    values,
    setValues,
    setValue,
    files,
    setFiles,
    progress,
    setProgress,
    errors,
    setErrors,
    showErrors,
    language,
    selectLanguage,
    bulk,
    bulkItems,
    setBulkItems,
    conflict,
    showConflict,
    resolve,
    startFrom,
    dirty,
    recovery,
    marks,
    withErrors,
  };
}

export type ResourceFormState = ReturnType<typeof useResourceForm>;

/** A path's place in the form: its own field's, or for an inner path (`sections.fr.0.heading`) its list's. */
function rank(order: readonly string[], path: string) {
  const index = order.findIndex((known) => path === known || path.startsWith(`${known}.`));
  return index === -1 ? order.length : index;
}
