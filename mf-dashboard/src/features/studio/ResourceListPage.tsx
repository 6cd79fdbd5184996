import { Button, currentLanguage, type Language, LoadingScreen, useApi } from '@aurinko/shared-ui';
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReadOnlyNotice } from '../access/ReadOnly';
import { useCanWrite } from '../access/roles';
import { ListFilters } from './ListFilters';
import { ListTable } from './ListTable';
import styles from './studio.module.css';
import { type StudioRecord, studioApi } from './studio-api';
import { titleOf } from './studio-form';
import { createPathOf, RESOURCES } from './studio-registry';
import type { FieldSchema, StudioRoute } from './studio-schema';
import { useDebouncedSearch } from './use-debounced-search';
import { useFieldOptions } from './use-field-options';
import { useListActions } from './use-list-actions';
import { useListParams } from './use-list-params';

const NO_FIELD: FieldSchema = { name: '', widget: 'text', label: '' };

/** One resource's list: search, filters, pages, thumbnails, published toggle, order, edit and delete. */
export function ResourceListPage({ route }: { route: StudioRoute }) {
  const schema = RESOURCES[route.resource];
  // `dashboard_admins:` holds the viewer's texts (read-only links).
  const { t, i18n } = useTranslation(['dashboard_studio', 'dashboard_admins']);
  const language = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  // A viewer reads the list: no add, publish, order or delete controls, and the edit link opens a read-only form.
  const canWrite = useCanWrite();
  const [params, setParams] = useListParams();
  const [search, setSearch] = useDebouncedSearch(params.q, (q) => setParams({ q }));
  const fixedGroup = route.group;
  const group = fixedGroup ?? params.group;
  const division = fixedGroup ? '' : params.division;
  const query = useMemo(
    () => ({
      page: params.page,
      pageSize: params.pageSize,
      sort: params.sort,
      q: schema.search ? params.q : '',
      published: params.published === '' ? undefined : params.published === 'true',
      division: schema.filters.includes('division') ? division : '',
      group: schema.filters.includes('group') ? group : '',
    }),
    [params.page, params.pageSize, params.sort, params.q, params.published, division, group, schema],
  );
  // Records carry every language; titles follow the UI language without a new request.
  const list = useApi(() => studioApi.list(schema, query), [schema, query], { perLanguage: false });
  const tableRef = useRef<HTMLTableElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const name = (record: StudioRecord) => titleOf(schema, record, language) || t('list.untitled');
  const filtered = Boolean(
    params.q || params.published || (!fixedGroup && (params.group || params.division)),
  );
  const sortScopeShown =
    canWrite &&
    schema.sortable !== undefined &&
    !params.q &&
    !params.published &&
    !params.sort &&
    (schema.sortable.scope === 'all' ||
      (schema.sortable.scope === 'group' && Boolean(group)) ||
      (schema.sortable.scope === 'division' && Boolean(division)));

  // One column may show the labels of another resource's records (e.g. a photo's category): loaded once per list.
  const optionsColumn =
    schema.fields.find((field) => field.optionsFrom && schema.columns.includes(field.name)) ?? NO_FIELD;
  const loaded = { column: optionsColumn.name, options: useFieldOptions(optionsColumn).options };
  const actions = useListActions({ schema, list, query, params, setParams, name, tableRef, heading });
  const { pendingDelete, setPendingDelete, pendingBulk, setPendingBulk, selected } = actions;

  const title = fixedGroup
    ? t('list.groupTitle', { group: t(`groups.${fixedGroup}`) })
    : t(schema.text.plural);
  let body: ReactNode = null;
  if (list.status === 'loading') body = <LoadingScreen />;
  else if (list.status === 'error')
    body = (
      <div className="alert alert-error" role="alert">
        <p>{t('list.loadFailed')}</p>
        <Button variant="secondary" onClick={list.reload}>
          {t('list.retry')}
        </Button>
      </div>
    );
  else if (list.data.items.length === 0)
    body = (
      <div className={styles.empty} data-testid="empty-list">
        <p className={styles.emptyTitle}>{filtered ? t('list.noMatch') : t(schema.text.empty)}</p>
        {filtered ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSearch('');
              setParams({ q: '', published: '', division: '', group: '' });
            }}
          >
            {t('list.clearFilters')}
          </Button>
        ) : canWrite ? (
          <Link className="btn btn-primary" to={createPathOf(schema, fixedGroup)}>
            {t(schema.text.add)}
          </Link>
        ) : null}
      </div>
    );
  else
    body = (
      <ListTable
        schema={schema}
        items={list.data.items}
        total={list.data.total}
        totalCapped={list.data.totalCapped ?? false}
        title={title}
        params={params}
        setParams={setParams}
        canWrite={canWrite}
        sortScopeShown={sortScopeShown}
        loaded={loaded}
        name={name}
        actions={actions}
        tableRef={tableRef}
      />
    );

  return (
    <div className="stack">
      <div className={styles.header}>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <div className="cluster">
          {(schema.related ?? []).map((link) => (
            <Link key={link.to} className="btn btn-secondary" to={link.to}>
              {t(link.label)}
            </Link>
          ))}
          {canWrite ? (
            <Link className="btn btn-primary" to={createPathOf(schema, fixedGroup)}>
              {t(schema.text.add)}
            </Link>
          ) : null}
        </div>
      </div>
      <ReadOnlyNotice />

      <ListFilters
        schema={schema}
        fixedGroup={fixedGroup}
        params={params}
        setParams={setParams}
        search={search}
        setSearch={setSearch}
      />
      {canWrite && schema.sortable && !sortScopeShown ? (
        <p className={styles.muted}>{t(`list.orderHint.${schema.sortable.scope}`)}</p>
      ) : null}

      {body}

      <ConfirmDialog
        open={pendingDelete !== null}
        message={t('list.confirmDelete', { name: pendingDelete ? name(pendingDelete) : '' })}
        confirmLabel={t('dashboard_workplace:deleteOne', { name: pendingDelete ? name(pendingDelete) : '' })}
        cancelLabel={t('list.cancel')}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
      <ConfirmDialog
        open={pendingBulk !== null}
        message={
          pendingBulk
            ? t(`dashboard_workplace:bulk.confirm.${pendingBulk}`, {
                count: selected.size,
                kind: t(schema.text.plural),
              })
            : ''
        }
        confirmLabel={
          pendingBulk ? t(`dashboard_workplace:bulk.action.${pendingBulk}`, { count: selected.size }) : ''
        }
        cancelLabel={t('list.cancel')}
        onConfirm={() => void actions.runBulk()}
        onCancel={() => setPendingBulk(null)}
      />
    </div>
  );
}
