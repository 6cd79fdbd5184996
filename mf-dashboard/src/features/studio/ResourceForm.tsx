import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReadOnlyNotice } from '../access/ReadOnly';
import { useCanWrite } from '../access/roles';
import { ConflictPanel } from './ConflictPanel';
import { DraftStatus } from './DraftStatus';
import { previewHref } from './drafts';
import { FormActions } from './FormActions';
import { FileFields, PlainFields, TextFields } from './FormSections';
import { HistoryPanel } from './HistoryPanel';
import { PresenceNotice } from './PresenceNotice';
import { RecoveryOffer } from './RecoveryOffer';
import { useNotify } from './StudioLayout';
import styles from './studio.module.css';
import type { EditedRecord } from './studio-api';
import type { ResourceSchema, StudioRoute } from './studio-schema';
import { useFormSaving } from './use-form-saving';
import { usePresence } from './use-presence';
import { useResourceForm } from './use-resource-form';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * One record's add or edit form: its header and notices (read-only, other editors, a recovery copy, a conflict), the
 * field sections, the buttons, the version history and the confirmations (delete, discard, leave unsaved).
 */
export function ResourceForm({
  schema,
  route,
  record: loaded,
}: {
  schema: ResourceSchema;
  route?: StudioRoute;
  record?: EditedRecord;
}) {
  const { t } = useTranslation(['dashboard_studio', 'dashboard_workplace']);
  const notify = useNotify();
  // A viewer reads the record: every field disabled (the language tabs still switch), no save or delete.
  const readOnly = !useCanWrite();
  const form = useResourceForm(schema, route, loaded, readOnly);
  const formElement = useRef<HTMLFormElement>(null);
  const saving = useFormSaving(schema, form, { readOnly, formElement });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const editors = usePresence(schema, form.record?._id, !readOnly);
  const guard = useUnsavedChanges(form.dirty && !saving.saving);
  const { record, values, recovery, conflict, name } = form;

  const group = typeof values.group === 'string' && values.group ? values.group : route?.group;
  const title = record
    ? t('form.editTitle', { name })
    : route?.group
      ? t('form.createInGroup', { group: t(`groups.${route.group}`) })
      : t(schema.text.create);
  const preview = record && schema.publishable ? previewHref(schema, record) : null;

  return (
    <div className="stack">
      <div className={styles.header}>
        <h1>{title}</h1>
        <Link to={form.listPath}>
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
            if (kept) form.setValues({ ...values, ...kept });
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
          onResolve={form.resolve}
        />
      ) : null}
      <form
        ref={formElement}
        className={`card ${styles.form}`}
        onSubmit={(event) => void saving.submit(event)}
        noValidate
      >
        {record && schema.publishable ? <DraftStatus record={record} /> : null}
        {readOnly ? null : <p className={styles.hint}>{t('form.requiredNote')}</p>}
        <PlainFields schema={schema} form={form} readOnly={readOnly} />
        <TextFields schema={schema} form={form} readOnly={readOnly} />
        <FileFields schema={schema} form={form} readOnly={readOnly} saving={saving.saving} />
        {readOnly ? null : (
          <FormActions
            schema={schema}
            record={record}
            saving={saving.saving}
            dirty={form.dirty}
            intent={saving.intent}
            preview={preview}
            onDiscard={() => setConfirmDiscard(true)}
            onDelete={() => setConfirmDelete(true)}
          />
        )}
      </form>

      {record && !readOnly && !form.bulk ? (
        <HistoryPanel
          schema={schema}
          record={record}
          unsaved={form.dirty}
          onRestored={(latest) => {
            // The restored version is the form's new starting point (its draft); unsaved edits were given up.
            recovery.clear();
            form.startFrom(latest);
            form.setErrors({});
          }}
          onError={form.showConflict}
        />
      ) : null}

      <ConfirmDialog
        open={confirmDelete}
        message={t('list.confirmDelete', { name })}
        confirmLabel={t('list.delete')}
        cancelLabel={t('list.cancel')}
        onConfirm={() => {
          setConfirmDelete(false);
          void saving.remove();
        }}
        onCancel={() => setConfirmDelete(false)}
      />
      <ConfirmDialog
        open={confirmDiscard}
        message={t('drafts.discardQuestion', { name })}
        confirmLabel={t('drafts.discard')}
        cancelLabel={t('list.cancel')}
        onConfirm={() => {
          setConfirmDiscard(false);
          void saving.discard();
        }}
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
