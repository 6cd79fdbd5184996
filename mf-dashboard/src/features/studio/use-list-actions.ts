import type { ApiRead, ApiState } from '@aurinko/shared-ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../components/api-error-text';
import { useNotify } from './StudioLayout';
import { type BulkAction, type Direction, type Page, type StudioRecord, studioApi } from './studio-api';
import { deleteFailure } from './studio-form';
import type { ResourceSchema } from './studio-schema';
import type { ListParams } from './use-list-params';

/**
 * What a list does to its records: move one up or down (focus follows its button), publish or unpublish one, delete
 * one after its confirmation, and act on the chosen rows at once — each followed by a refresh of the page and a toast.
 */
export function useListActions({
  schema,
  list,
  query,
  params,
  setParams,
  name,
  tableRef,
  heading,
}: {
  schema: ResourceSchema;
  list: ApiState<Page<StudioRecord>> & ApiRead;
  /** The list's query: another page, filter or order empties the selection. */
  query: unknown;
  params: ListParams;
  setParams: (change: Partial<ListParams>) => void;
  name: (record: StudioRecord) => string;
  tableRef: RefObject<HTMLTableElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation(['dashboard_studio', 'dashboard_admins']);
  const notify = useNotify();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<StudioRecord | null>(null);
  // Many at once: the rows chosen on this page, and the action waiting for its confirmation.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingBulk, setPendingBulk] = useState<BulkAction | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  // Another page, filter or order: the selection starts empty (only rows on screen can be chosen).
  useEffect(() => setSelected(new Set()), [query]);
  const pendingFocus = useRef<{ id: string; direction: Direction } | null>(null);

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

  return {
    busyId,
    selected,
    setSelected,
    bulkBusy,
    pendingBulk,
    setPendingBulk,
    pendingDelete,
    setPendingDelete,
    move,
    togglePublished,
    confirmDelete,
    runBulk,
  };
}

export type ListActions = ReturnType<typeof useListActions>;
