import { Button, LoadingScreen, useApi } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ReadOnlyNotice } from '../access/ReadOnly';
import { useCanWrite } from '../access/roles';
import { ResourceForm } from './ResourceForm';
import { studioApi } from './studio-api';
import { listPathOf, RESOURCES } from './studio-registry';
import type { ResourceSchema, StudioRoute } from './studio-schema';

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
