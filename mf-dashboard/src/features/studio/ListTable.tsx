import { Button } from '@aurinko/shared-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from '../../components/icons';
import { Cell, thumbnailOf } from './ListCell';
import { ListPagination } from './ListPagination';
import styles from './studio.module.css';
import type { StudioRecord } from './studio-api';
import type { ResourceSchema } from './studio-schema';
import { Thumbnail } from './Thumbnail';
import type { FieldOption } from './use-field-options';
import type { ListActions } from './use-list-actions';
import type { ListParams } from './use-list-params';

/**
 * A page of a resource's records: the total, the bar acting on the chosen rows, the table (sort buttons in its
 * headers; per row its choice box, thumbnail, columns, published toggle, order buttons, edit and delete) and the pages.
 */
export function ListTable({
  schema,
  items,
  total,
  totalCapped,
  title,
  params,
  setParams,
  canWrite,
  sortScopeShown,
  loaded,
  name,
  actions,
  tableRef,
}: {
  schema: ResourceSchema;
  items: StudioRecord[];
  total: number;
  /** More records match than `total` (a search counted only so far). */
  totalCapped: boolean;
  /** The list's title, the table's caption. */
  title: string;
  params: ListParams;
  setParams: (change: Partial<ListParams>) => void;
  canWrite: boolean;
  /** The order buttons are shown (the list is in its stored order, in the scope that order applies to). */
  sortScopeShown: boolean;
  loaded: { column: string; options: FieldOption[] };
  name: (record: StudioRecord) => string;
  actions: ListActions;
  tableRef: RefObject<HTMLTableElement | null>;
}) {
  const { t } = useTranslation(['dashboard_studio', 'dashboard_admins']);
  const { busyId, selected, setSelected, bulkBusy, setPendingBulk, setPendingDelete, move, togglePublished } =
    actions;
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

  return (
    <>
      <p className={styles.muted} aria-live="polite">
        {t(totalCapped ? 'list.totalCapped' : 'list.total', { total })}
      </p>
      {canWrite ? (
        <section className={styles.bulkBar} aria-label={t('dashboard_workplace:bulk.label')}>
          <label className={styles.selectAll}>
            <input
              type="checkbox"
              className={styles.check}
              checked={allChosen}
              onChange={() => setSelected(allChosen ? new Set() : new Set(items.map((record) => record._id)))}
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
      <ListPagination page={params.page} pages={pages} onChange={(page) => setParams({ page })} />
    </>
  );
}
