import { Button } from '@aurinko/shared-ui';
import type { MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';
import type { EditedRecord } from './studio-api';
import type { ResourceSchema } from './studio-schema';
import type { Intent } from './use-form-saving';

/**
 * The form's buttons: save a draft, publish, discard the draft and preview it (publishable resources), or save/create
 * (the others); delete; the "unsaved changes" note. The submit buttons set the intent the submit reads.
 */
export function FormActions({
  schema,
  record,
  saving,
  dirty,
  intent,
  preview,
  onDiscard,
  onDelete,
}: {
  schema: ResourceSchema;
  record: EditedRecord | undefined;
  saving: boolean;
  dirty: boolean;
  intent: MutableRefObject<Intent>;
  preview: string | null;
  onDiscard: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['dashboard_studio', 'dashboard_workplace']);
  return (
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
            <Button variant="secondary" disabled={saving} onClick={onDiscard}>
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
        <Button variant="danger" disabled={saving} onClick={onDelete}>
          {t('form.delete')}
        </Button>
      ) : null}
      {dirty ? <span className={styles.muted}>{t('form.unsaved')}</span> : null}
    </div>
  );
}
