import { Button, useApi } from '@aurinko/shared-ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TrashIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useNavBadges } from '../layout/nav-badges';
import { DateRangeFields } from '../studio/DateRangeFields';
import { dateWindow } from '../studio/date-range';
import { ListBody } from '../studio/ListBody';
import { ListPagination } from '../studio/ListPagination';
import { useNotify } from '../studio/StudioLayout';
import styles from '../studio/studio.module.css';
import { DIVISION_OPTIONS } from '../studio/studio-registry';
import { useDateFormat } from '../studio/use-date-format';
import { useDebouncedSearch } from '../studio/use-debounced-search';
import { useQueryParams } from '../studio/use-list-params';
import type { InboxLinkState } from './InboxMessagePage';
import inbox from './inbox.module.css';
import { type ContactMessage, type InboxFilters, inboxApi } from './inbox-api';

export const INBOX_PAGE_SIZE = 20;
const FILTER_KEYS = ['q', 'handled', 'read', 'division', 'from', 'to'] as const;
const EXCERPT = 90;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

/**
 * The contact messages (`/dashboard/contact_us`): newest first, unread ones marked, filters and search in the
 * address, open one, mark handled or not, delete (confirmed, naming the sender), and the filtered list as CSV.
 */
export function InboxPage() {
  const { t } = useTranslation(['dashboard_inbox', 'dashboard_studio']);
  const notify = useNotify();
  const badges = useNavBadges();
  const ids = useId();
  const formatDate = useDateFormat();
  const [params, setParams] = useQueryParams(FILTER_KEYS);
  const [search, setSearch] = useDebouncedSearch(params.q, (q) => setParams({ q }));
  const filters: InboxFilters = useMemo(
    () => ({
      q: params.q,
      handled: params.handled,
      read: params.read,
      division: params.division,
      ...dateWindow(params.from, params.to),
    }),
    [params.q, params.handled, params.read, params.division, params.from, params.to],
  );
  const list = useApi(() => inboxApi.list(filters, params.page, INBOX_PAGE_SIZE), [filters, params.page], {
    perLanguage: false,
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ContactMessage | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const filtered = FILTER_KEYS.some((key) => params[key] !== '');
  const { search: address } = useLocation();
  const backState: InboxLinkState = { inboxSearch: address };

  const write = async (id: string, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusyId(id);
    try {
      await action();
      notify('success', success);
    } catch {
      notify('error', failure);
    }
    badges.refresh();
    try {
      await list.refresh();
    } catch {
      notify('error', t('dashboard_studio:list.loadFailed'));
    } finally {
      setBusyId(null);
    }
  };

  const toggleHandled = (message: ContactMessage) =>
    void write(
      message._id,
      () => inboxApi.setHandled(message._id, !message.handled),
      t(message.handled ? 'inbox.toast.unhandled' : 'inbox.toast.handled', { name: message.name }),
      t('inbox.toast.failed'),
    );

  const confirmDelete = async () => {
    const message = pendingDelete;
    setPendingDelete(null);
    if (!message) return;
    await write(
      message._id,
      () => inboxApi.remove(message._id),
      t('inbox.toast.deleted', { name: message.name }),
      t('inbox.toast.deleteFailed'),
    );
    heading.current?.focus();
  };

  const clearFilters = () => {
    setSearch('');
    setParams({ q: '', handled: '', read: '', division: '', from: '', to: '' });
  };

  return (
    <div className="stack">
      <div className={styles.header}>
        <h1 ref={heading} tabIndex={-1}>
          {t('inbox.title')}
        </h1>
        <a className="btn btn-secondary" href={inboxApi.exportHref(filters)} download>
          {filtered ? t('inbox.exportFiltered') : t('inbox.export')}
        </a>
      </div>

      <search className={styles.filters} aria-label={t('dashboard_studio:list.filters')}>
        <div className="field">
          <label htmlFor={`${ids}-q`}>{t('inbox.search')}</label>
          <input
            id={`${ids}-q`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-handled`}>{t('inbox.status')}</label>
          <select
            id={`${ids}-handled`}
            value={params.handled}
            onChange={(event) => setParams({ handled: event.target.value })}
          >
            <option value="">{t('dashboard_studio:list.any')}</option>
            <option value="false">{t('inbox.notHandled')}</option>
            <option value="true">{t('inbox.handled')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-read`}>{t('inbox.readFilter')}</label>
          <select
            id={`${ids}-read`}
            value={params.read}
            onChange={(event) => setParams({ read: event.target.value })}
          >
            <option value="">{t('dashboard_studio:list.any')}</option>
            <option value="false">{t('inbox.unreadOnly')}</option>
            <option value="true">{t('inbox.readOnly')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-division`}>{t('inbox.division')}</label>
          <select
            id={`${ids}-division`}
            value={params.division}
            onChange={(event) => setParams({ division: event.target.value })}
          >
            <option value="">{t('dashboard_studio:list.allDivisions')}</option>
            {DIVISION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`dashboard_studio:${option.label}`)}
              </option>
            ))}
            <option value="none">{t('inbox.noDivision')}</option>
          </select>
        </div>
        <DateRangeFields from={params.from} to={params.to} onChange={(change) => setParams(change)} />
      </search>

      <ListBody
        state={list}
        emptyTitle={filtered ? t('dashboard_studio:list.noMatch') : t('inbox.empty')}
        emptyAction={
          filtered ? (
            <Button variant="secondary" onClick={clearFilters}>
              {t('dashboard_studio:list.clearFilters')}
            </Button>
          ) : null
        }
      >
        {({ items, total }) => (
          <>
            <div className={styles.tableWrap}>
              <table className={`${styles.table} ${styles.cards}`}>
                <caption className="visually-hidden">{t('inbox.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('inbox.columns.from')}</th>
                    <th scope="col">{t('inbox.columns.message')}</th>
                    <th scope="col">{t('inbox.columns.division')}</th>
                    <th scope="col">{t('inbox.columns.received')}</th>
                    <th scope="col">{t('inbox.columns.handled')}</th>
                    <th scope="col">{t('dashboard_studio:list.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((message) => (
                    <tr
                      key={message._id}
                      className={message.read ? undefined : inbox.unread}
                      data-testid="inbox-row"
                    >
                      <td data-label={t('inbox.columns.from')}>
                        <div className={styles.cellStack}>
                          <Link
                            to={paths.inboxMessage(message._id)}
                            state={backState}
                            className={inbox.sender}
                            aria-label={t('inbox.openLabel', { name: message.name })}
                          >
                            <span dir="auto">{message.name}</span>
                          </Link>
                          {message.read ? null : <span className={inbox.newMark}>{t('inbox.unread')}</span>}
                          <span className={inbox.email} dir="ltr">
                            {message.email}
                          </span>
                        </div>
                      </td>
                      <td data-label={t('inbox.columns.message')}>
                        <span dir="auto">{excerpt(message.message)}</span>
                      </td>
                      <td data-label={t('inbox.columns.division')}>
                        {message.division
                          ? t(`dashboard_studio:divisions.${message.division}`)
                          : t('inbox.noDivision')}
                      </td>
                      <td data-label={t('inbox.columns.received')}>
                        <time dateTime={message.receivedAt}>{formatDate(message.receivedAt)}</time>
                      </td>
                      <td data-label={t('inbox.columns.handled')}>
                        <label className={styles.toggle}>
                          <input
                            type="checkbox"
                            checked={message.handled}
                            disabled={busyId === message._id}
                            aria-label={t('inbox.handledLabel', { name: message.name })}
                            onChange={() => toggleHandled(message)}
                          />
                          <span aria-hidden="true">
                            {message.handled ? t('dashboard_studio:list.yes') : t('dashboard_studio:list.no')}
                          </span>
                        </label>
                      </td>
                      <td data-label={t('dashboard_studio:list.actions')}>
                        <div className={styles.rowActions}>
                          <button
                            type="button"
                            className={`${styles.iconButton} ${styles.danger}`}
                            disabled={busyId === message._id}
                            aria-label={t('inbox.deleteLabel', { name: message.name })}
                            onClick={() => setPendingDelete(message)}
                          >
                            <TrashIcon />
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ListPagination
              page={params.page}
              pages={Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))}
              onChange={(page) => setParams({ page })}
            />
          </>
        )}
      </ListBody>

      <ConfirmDialog
        open={pendingDelete !== null}
        message={t('inbox.confirmDelete', { name: pendingDelete?.name ?? '' })}
        confirmLabel={t('dashboard_studio:list.delete')}
        cancelLabel={t('dashboard_studio:list.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
