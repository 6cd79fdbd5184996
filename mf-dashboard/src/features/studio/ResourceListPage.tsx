import {
  Button,
  currentLanguage,
  isLanguage,
  LANGUAGE_NAMES,
  type Language,
  LoadingScreen,
  useApi,
} from '@aurinko/shared-ui';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiErrorText } from '../../components/api-error-text';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from '../../components/icons';
import { ReadOnlyNotice } from '../access/ReadOnly';
import { useCanWrite } from '../access/roles';
import { useNotify } from './StudioLayout';
import styles from './studio.module.css';
import { type BulkAction, type Direction, type StudioRecord, studioApi } from './studio-api';
import { deleteFailure, titleOf } from './studio-form';
import { createPathOf, DIVISION_OPTIONS, GROUP_OPTIONS, RESOURCES } from './studio-registry';
import type { FieldSchema, ResourceSchema, StudioRoute } from './studio-schema';
import { Thumbnail } from './Thumbnail';
import { useDebouncedSearch } from './use-debounced-search';
import { type FieldOption, useFieldOptions } from './use-field-options';
import { PAGE_SIZES, useListParams } from './use-list-params';

const NO_FIELD: FieldSchema = { name: '', widget: 'text', label: '' };

function Cell({
  schema,
  column,
  record,
  loaded,
}: {
  schema: ResourceSchema;
  column: string;
  record: StudioRecord;
  /** Options of the column whose options come from another resource, once loaded. */
  loaded: { column: string; options: FieldOption[] };
}) {
  const { t, i18n } = useTranslation('dashboard_studio');
  const language = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const value = record[column];
  const field = schema.fields.find((candidate) => candidate.name === column);
  if (column === 'division') {
    const all = t(field?.emptyLabel ?? 'list.allDivisions');
    return <>{value ? t(`divisions.${String(value)}`) : all}</>;
  }
  if (!field) return <>{String(value ?? '')}</>;
  switch (field.widget) {
    case 'translatedText':
    case 'translatedTextarea':
      return <span dir="auto">{titleOf({ ...schema, titleField: column }, record, language)}</span>;
    case 'select': {
      if (field.optionsFrom) {
        const found = loaded.column === column ? loaded.options.find((o) => o.value === value) : undefined;
        return <span dir="auto">{found ? found.text : String(value ?? '')}</span>;
      }
      const option = field.options?.find((candidate) => candidate.value === value);
      if (!option) return <>{value ? String(value) : field.emptyLabel ? t(field.emptyLabel) : ''}</>;
      return (
        <>
          {field.listWithGroup && option.group ? `${t(option.label)} · ${t(option.group)}` : t(option.label)}
        </>
      );
    }
    case 'language':
      return isLanguage(value) ? <span lang={value}>{LANGUAGE_NAMES[value]}</span> : t('form.allLanguages');
    case 'rating':
      return <>{t('list.rating', { rating: Number(value) })}</>;
    case 'boolean':
      return <>{value ? t('list.yes') : t('list.no')}</>;
    case 'date':
      // A date field is a day (00:00 UTC): shown as that day in every time zone.
      return typeof value === 'string' && value ? (
        <time dateTime={value.slice(0, 10)}>
          {new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(value),
          )}
        </time>
      ) : null;
    default:
      return <span dir="auto">{String(value ?? '')}</span>;
  }
}

/** A file field's URL, or the first of a list field's. */
const thumbnailOf = (value: unknown) =>
  (Array.isArray(value) ? (value[0] as string | undefined) : (value as string | null)) ?? null;

/** One resource's list: search, filters, pages, thumbnails, published toggle, order, edit and delete. */
export function ResourceListPage({ route }: { route: StudioRoute }) {
  const schema = RESOURCES[route.resource];
  // `dashboard_admins:` holds the viewer's texts (read-only links).
  const { t, i18n } = useTranslation(['dashboard_studio', 'dashboard_admins']);
  const language = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  // A viewer reads the list: no add, publish, order or delete controls, and the edit link opens a read-only form.
  const canWrite = useCanWrite();
  const notify = useNotify();
  const ids = useId();
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
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<StudioRecord | null>(null);
  // Many at once: the rows chosen on this page, and the action waiting for its confirmation.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingBulk, setPendingBulk] = useState<BulkAction | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  // Another page, filter or order: the selection starts empty (only rows on screen can be chosen).
  useEffect(() => setSelected(new Set()), [query]);
  const pendingFocus = useRef<{ id: string; direction: Direction } | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // After a move the row may have changed place (or page): focus follows its button, or the other one at an edge.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || list.status !== 'success' || busyId !== null) return;
    const find = (direction: Direction) =>
      tableRef.current?.querySelector<HTMLButtonElement>(
        `button[data-move="${direction}"][data-id="${CSS.escape(target.id)}"]`,
      );
    const button = find(target.direction);
    if (!button) return;
    pendingFocus.current = null;
    if (button.disabled) find(target.direction === 'up' ? 'down' : 'up')?.focus();
    else button.focus();
  }, [list, busyId]);

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

  const refreshAfter = async (
    id: string,
    write: () => Promise<unknown>,
    success: string,
    failure: string | ((error: unknown) => string),
  ) => {
    setBusyId(id);
    try {
      await write();
      notify('success', success);
    } catch (error) {
      notify('error', typeof failure === 'string' ? failure : failure(error));
    }
    try {
      await list.refresh();
    } catch {
      notify('error', t('list.loadFailed'));
    } finally {
      setBusyId(null);
    }
  };

  const move = async (record: StudioRecord, index: number, direction: Direction) => {
    if (list.status !== 'success' || busyId !== null) return;
    const { items } = list.data;
    pendingFocus.current = { id: record._id, direction };
    await refreshAfter(
      record._id,
      () => studioApi.move(schema, record._id, direction),
      t('toast.moved', { name: name(record) }),
      t('toast.moveFailed'),
    );
    // Moving past the first or last row of a page takes the row to the next page: follow it.
    if (direction === 'up' && index === 0 && params.page > 1) setParams({ page: params.page - 1 });
    if (direction === 'down' && index === items.length - 1) setParams({ page: params.page + 1 });
  };

  const togglePublished = (record: StudioRecord) =>
    void refreshAfter(
      record._id,
      () => studioApi.setPublished(schema, record._id, !record.published),
      t(record.published ? 'toast.unpublished' : 'toast.published', { name: name(record) }),
      t('toast.publishFailed'),
    );

  const confirmDelete = async () => {
    const record = pendingDelete;
    setPendingDelete(null);
    if (!record) return;
    await refreshAfter(
      record._id,
      () => studioApi.remove(schema, record._id),
      t('toast.deleted', { name: name(record) }),
      (error) => {
        const failure = deleteFailure(schema, error);
        return t(failure.key, failure.values ?? {});
      },
    );
    // The button that opened the dialog is gone with its row.
    heading.current?.focus();
  };

  const runBulk = async () => {
    const action = pendingBulk;
    setPendingBulk(null);
    if (!action || selected.size === 0) return;
    setBulkBusy(true);
    try {
      const result = await studioApi.bulk(schema, action, [...selected]);
      if (result.done.length)
        notify('success', t(`dashboard_workplace:bulk.done.${action}`, { count: result.done.length }));
      const failed = result.missing.length + result.refused.length;
      if (failed) notify('error', t('dashboard_workplace:bulk.someFailed', { count: failed }));
    } catch (error) {
      notify(
        'error',
        `${t('dashboard_workplace:bulk.failed')} ${apiErrorText(t, error, (field) => t(`fields.${field}`))}`,
      );
    }
    setSelected(new Set());
    try {
      await list.refresh();
    } catch {
      notify('error', t('list.loadFailed'));
    } finally {
      setBulkBusy(false);
      heading.current?.focus();
    }
  };

  /** A column's header: a button that sorts by it (again: the other way), with the order announced. */
  const sortHeader = (column: string, label: string) => {
    const direction =
      params.sort === column ? 'ascending' : params.sort === `-${column}` ? 'descending' : 'none';
    return (
      <th scope="col" key={column} aria-sort={direction === 'none' ? undefined : direction}>
        <button
          type="button"
          className={styles.sortButton}
          onClick={() => setParams({ sort: direction === 'ascending' ? `-${column}` : column })}
        >
          {label}
          <span aria-hidden="true" className={styles.sortMark}>
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
          {direction === 'none' ? (
            <span className="visually-hidden"> {t('dashboard_workplace:sort.by')}</span>
          ) : null}
        </button>
      </th>
    );
  };

  const title = fixedGroup
    ? t('list.groupTitle', { group: t(`groups.${fixedGroup}`) })
    : t(schema.text.plural);
  const groupOptions = GROUP_OPTIONS.filter(
    (option) => !division || option.group === `divisions.${division}`,
  );

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
  else {
    const { items, total } = list.data;
    const pages = Math.max(1, Math.ceil(total / params.pageSize));
    const first = (params.page - 1) * params.pageSize;
    const allChosen = items.length > 0 && items.every((record) => selected.has(record._id));
    const toggle = (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    body = (
      <>
        <p className={styles.muted} aria-live="polite">
          {t('list.total', { total })}
        </p>
        {canWrite ? (
          <section className={styles.bulkBar} aria-label={t('dashboard_workplace:bulk.label')}>
            <label className={styles.selectAll}>
              <input
                type="checkbox"
                className={styles.check}
                checked={allChosen}
                onChange={() =>
                  setSelected(allChosen ? new Set() : new Set(items.map((record) => record._id)))
                }
              />
              {t('dashboard_workplace:bulk.selectPage')}
            </label>
            <p className={styles.muted} aria-live="polite">
              {t('dashboard_workplace:bulk.selected', { count: selected.size })}
            </p>
            {schema.publishable ? (
              <>
                <Button
                  variant="secondary"
                  disabled={selected.size === 0 || bulkBusy}
                  onClick={() => setPendingBulk('publish')}
                >
                  {t('dashboard_workplace:bulk.publish')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={selected.size === 0 || bulkBusy}
                  onClick={() => setPendingBulk('unpublish')}
                >
                  {t('dashboard_workplace:bulk.unpublish')}
                </Button>
              </>
            ) : null}
            <Button
              variant="danger"
              disabled={selected.size === 0 || bulkBusy}
              onClick={() => setPendingBulk('delete')}
            >
              {t('dashboard_workplace:bulk.delete')}
            </Button>
          </section>
        ) : null}
        <div className={styles.tableWrap}>
          <table ref={tableRef} className={`${styles.table} ${styles.cards}`}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {canWrite ? (
                  <th scope="col">
                    <span className="visually-hidden">{t('dashboard_workplace:bulk.column')}</span>
                  </th>
                ) : null}
                {schema.thumbnailField ? <th scope="col">{t('list.image')}</th> : null}
                {schema.columns.map((column) => sortHeader(column, t(`fields.${column}`)))}
                {schema.publishable ? sortHeader('published', t('list.published')) : null}
                {sortScopeShown ? <th scope="col">{t('list.order')}</th> : null}
                <th scope="col">{t('list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((record, index) => {
                const busy = busyId === record._id;
                const label = name(record);
                return (
                  <tr key={record._id}>
                    {canWrite ? (
                      <td className={styles.checkCell}>
                        <input
                          type="checkbox"
                          className={styles.check}
                          checked={selected.has(record._id)}
                          aria-label={t('dashboard_workplace:bulk.select', { name: label })}
                          onChange={() => toggle(record._id)}
                        />
                      </td>
                    ) : null}
                    {schema.thumbnailField ? (
                      <td data-label={t('list.image')}>
                        <Thumbnail src={thumbnailOf(record[schema.thumbnailField])} />
                      </td>
                    ) : null}
                    {schema.columns.map((column) => (
                      <td key={column} data-label={t(`fields.${column}`)}>
                        <Cell schema={schema} column={column} record={record} loaded={loaded} />
                      </td>
                    ))}
                    {schema.publishable && !canWrite ? (
                      <td data-label={t('list.published')}>
                        {record.published ? t('list.yes') : t('list.no')}
                      </td>
                    ) : null}
                    {schema.publishable && canWrite ? (
                      <td data-label={t('list.published')}>
                        <label className={styles.toggle}>
                          <input
                            type="checkbox"
                            checked={record.published}
                            disabled={busy}
                            aria-label={t('list.publishedLabel', { name: label })}
                            onChange={() => togglePublished(record)}
                          />
                          <span aria-hidden="true">{record.published ? t('list.yes') : t('list.no')}</span>
                        </label>
                        {record.hasDraft ? (
                          <span className={styles.draftBadge}>{t('drafts.badge')}</span>
                        ) : null}
                      </td>
                    ) : null}
                    {sortScopeShown ? (
                      <td data-label={t('list.order')}>
                        <div className={styles.rowActions}>
                          <button
                            type="button"
                            className={styles.iconButton}
                            data-move="up"
                            data-id={record._id}
                            // Not disabled while busy: a disabled button would drop the keyboard focus.
                            disabled={first + index === 0}
                            aria-label={t('list.moveUp', { name: label })}
                            onClick={() => void move(record, index, 'up')}
                          >
                            <ArrowUpIcon />
                          </button>
                          <button
                            type="button"
                            className={styles.iconButton}
                            data-move="down"
                            data-id={record._id}
                            disabled={first + index >= total - 1}
                            aria-label={t('list.moveDown', { name: label })}
                            onClick={() => void move(record, index, 'down')}
                          >
                            <ArrowDownIcon />
                          </button>
                        </div>
                      </td>
                    ) : null}
                    <td data-label={t('list.actions')}>
                      <div className={styles.rowActions}>
                        <Link
                          className={styles.iconButton}
                          to={schema.routes.edit(record._id)}
                          aria-label={
                            canWrite
                              ? t('list.editLabel', { name: label })
                              : t('dashboard_admins:access.viewLabel', { name: label })
                          }
                        >
                          <PencilIcon />
                        </Link>
                        {canWrite ? (
                          <button
                            type="button"
                            className={`${styles.iconButton} ${styles.danger}`}
                            disabled={busy}
                            aria-label={t('list.deleteLabel', { name: label })}
                            onClick={() => setPendingDelete(record)}
                          >
                            <TrashIcon />
                          </button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {pages > 1 ? (
          <nav className={styles.pagination} aria-label={t('list.pagination')}>
            <Button
              variant="secondary"
              disabled={params.page <= 1}
              onClick={() => setParams({ page: params.page - 1 })}
            >
              {t('list.previous')}
            </Button>
            <span>{t('list.pageOf', { page: params.page, pages })}</span>
            <Button
              variant="secondary"
              disabled={params.page >= pages}
              onClick={() => setParams({ page: params.page + 1 })}
            >
              {t('list.next')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

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

      <search className={styles.filters} aria-label={t('list.filters')}>
        {schema.search ? (
          <div className="field">
            <label htmlFor={`${ids}-q`}>{t('list.search')}</label>
            <input
              id={`${ids}-q`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        ) : null}
        {schema.filters.includes('division') && !fixedGroup ? (
          <div className="field">
            <label htmlFor={`${ids}-division`}>{t('list.division')}</label>
            <select
              id={`${ids}-division`}
              value={params.division}
              onChange={(event) => setParams({ division: event.target.value, group: '' })}
            >
              <option value="">{t('list.allDivisions')}</option>
              {DIVISION_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {schema.filters.includes('group') && !fixedGroup ? (
          <div className="field">
            <label htmlFor={`${ids}-group`}>{t('list.group')}</label>
            <select
              id={`${ids}-group`}
              value={params.group}
              onChange={(event) => setParams({ group: event.target.value })}
            >
              <option value="">{t('list.allGroups')}</option>
              {groupOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {schema.filters.includes('published') ? (
          <div className="field">
            <label htmlFor={`${ids}-published`}>{t('list.published')}</label>
            <select
              id={`${ids}-published`}
              value={params.published}
              onChange={(event) => setParams({ published: event.target.value as '' | 'true' | 'false' })}
            >
              <option value="">{t('list.any')}</option>
              <option value="true">{t('list.onlyPublished')}</option>
              <option value="false">{t('list.onlyUnpublished')}</option>
            </select>
          </div>
        ) : null}
        <div className={`field ${styles.phoneOnly}`}>
          {/* Phones show rows as cards without the headers' sort buttons: the order is chosen here. */}
          <label htmlFor={`${ids}-sort`}>{t('dashboard_workplace:sort.label')}</label>
          <select
            id={`${ids}-sort`}
            value={params.sort}
            onChange={(event) => setParams({ sort: event.target.value })}
          >
            <option value="">{t('dashboard_workplace:sort.default')}</option>
            {[...schema.columns, ...(schema.publishable ? ['published'] : [])].flatMap((column) => {
              const label = column === 'published' ? t('list.published') : t(`fields.${column}`);
              return [
                <option key={column} value={column}>
                  {t('dashboard_workplace:sort.ascending', { column: label })}
                </option>,
                <option key={`-${column}`} value={`-${column}`}>
                  {t('dashboard_workplace:sort.descending', { column: label })}
                </option>,
              ];
            })}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-size`}>{t('dashboard_workplace:pageSize')}</label>
          <select
            id={`${ids}-size`}
            value={params.pageSize}
            onChange={(event) => setParams({ pageSize: Number(event.target.value) })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </search>
      {canWrite && schema.sortable && !sortScopeShown ? (
        <p className={styles.muted}>{t(`list.orderHint.${schema.sortable.scope}`)}</p>
      ) : null}

      {body}

      <ConfirmDialog
        open={pendingDelete !== null}
        message={t('list.confirmDelete', { name: pendingDelete ? name(pendingDelete) : '' })}
        confirmLabel={t('dashboard_workplace:deleteOne', { name: pendingDelete ? name(pendingDelete) : '' })}
        cancelLabel={t('list.cancel')}
        onConfirm={() => void confirmDelete()}
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
        onConfirm={() => void runBulk()}
        onCancel={() => setPendingBulk(null)}
      />
    </div>
  );
}
