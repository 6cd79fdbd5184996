import { Button, useApi } from '@aurinko/shared-ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { paths } from '../../config/paths';
import { useNavBadges } from '../layout/nav-badges';
import { ListBody } from '../studio/ListBody';
import { ListPagination } from '../studio/ListPagination';
import { useNotify } from '../studio/StudioLayout';
import styles from '../studio/studio.module.css';
import { useDateFormat } from '../studio/use-date-format';
import { useDebouncedSearch } from '../studio/use-debounced-search';
import { useQueryParams } from '../studio/use-list-params';
import feedback from './feedback.module.css';
import { type AdminReview, feedbackApi, type ReviewAction } from './feedback-api';

export const FEEDBACK_PAGE_SIZE = 20;
const FILTER_KEYS = ['q', 'status'] as const;

interface PendingAction {
  action: ReviewAction;
  reviews: AdminReview[];
}

/**
 * Visitors' reviews (`/dashboard/feedback`): pending first; approve, unpublish (back to pending) or reject (delete)
 * one or the checked ones, each bulk action and every rejection confirmed. Only approved reviews reach the site.
 */
export function FeedbackPage() {
  const { t } = useTranslation(['dashboard_inbox', 'dashboard_studio']);
  const notify = useNotify();
  const badges = useNavBadges();
  const ids = useId();
  const formatDate = useDateFormat();
  const [params, setParams] = useQueryParams(FILTER_KEYS);
  const [search, setSearch] = useDebouncedSearch(params.q, (q) => setParams({ q }));
  const filters = useMemo(() => ({ q: params.q, status: params.status }), [params.q, params.status]);
  const list = useApi(
    () => feedbackApi.list(filters, params.page, FEEDBACK_PAGE_SIZE),
    [filters, params.page],
    {
      perLanguage: true,
    },
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const filtered = Boolean(params.q || params.status);

  const items = list.status === 'success' ? list.data.items : [];
  const visibleIds = items.map((review) => review._id).join(',');
  // A new page or new filters start with nothing checked.
  useEffect(() => setSelected(new Set()), [visibleIds]);
  const checked = items.filter((review) => selected.has(review._id));
  useEffect(() => {
    if (selectAll.current)
      selectAll.current.indeterminate = checked.length > 0 && checked.length < items.length;
  });

  const run = async ({ action, reviews }: PendingAction) => {
    setBusy(true);
    const values = { count: reviews.length, name: reviews[0]?.name ?? '' };
    try {
      await feedbackApi.bulk(
        action,
        reviews.map((review) => review._id),
      );
      notify('success', t(`feedback.toast.${action}`, values));
      setSelected(new Set());
      badges.refresh();
    } catch {
      notify('error', t('feedback.toast.failed'));
    }
    try {
      await list.refresh();
    } catch {
      notify('error', t('dashboard_studio:list.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  /**
   * The selection's actions and every rejection ask first; a row's approve or unpublish does not (it is undone in
   * one click from the same row).
   */
  const ask = (request: PendingAction, { fromRow = false } = {}) => {
    if (fromRow && request.action !== 'reject') void run(request);
    else setPending(request);
  };

  const confirm = async () => {
    const request = pending;
    setPending(null);
    if (!request) return;
    await run(request);
    heading.current?.focus();
  };

  const confirmText = (request: PendingAction) =>
    request.reviews.length === 1
      ? t(`feedback.confirm.${request.action}One`, { name: request.reviews[0]?.name ?? '' })
      : t(`feedback.confirm.${request.action}Many`, { count: request.reviews.length });

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const pendingChecked = checked.filter((review) => !review.approved);
  const approvedChecked = checked.filter((review) => review.approved);

  return (
    <div className="stack">
      <div className={styles.header}>
        <h1 ref={heading} tabIndex={-1}>
          {t('feedback.title')}
        </h1>
      </div>
      <p className={styles.muted}>{t('feedback.hint')}</p>

      <search className={styles.filters} aria-label={t('dashboard_studio:list.filters')}>
        <div className="field">
          <label htmlFor={`${ids}-q`}>{t('feedback.search')}</label>
          <input
            id={`${ids}-q`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-status`}>{t('feedback.status')}</label>
          <select
            id={`${ids}-status`}
            value={params.status}
            onChange={(event) => setParams({ status: event.target.value })}
          >
            <option value="">{t('dashboard_studio:list.any')}</option>
            <option value="pending">{t('feedback.pendingOnly')}</option>
            <option value="approved">{t('feedback.approvedOnly')}</option>
          </select>
        </div>
      </search>

      {/* Bulk actions on the checked reviews of this page. */}
      <section className={feedback.bulk} aria-label={t('feedback.bulk.label')}>
        <p className={feedback.selection} aria-live="polite">
          {t('feedback.bulk.selected', { count: checked.length })}
        </p>
        <Button
          disabled={busy || pendingChecked.length === 0}
          onClick={() => ask({ action: 'approve', reviews: pendingChecked })}
        >
          {t('feedback.bulk.approve', { count: pendingChecked.length })}
        </Button>
        <Button
          variant="secondary"
          disabled={busy || approvedChecked.length === 0}
          onClick={() => ask({ action: 'unpublish', reviews: approvedChecked })}
        >
          {t('feedback.bulk.unpublish', { count: approvedChecked.length })}
        </Button>
        <Button
          variant="danger"
          disabled={busy || checked.length === 0}
          onClick={() => ask({ action: 'reject', reviews: checked })}
        >
          {t('feedback.bulk.reject', { count: checked.length })}
        </Button>
      </section>

      <ListBody
        state={list}
        emptyTitle={filtered ? t('dashboard_studio:list.noMatch') : t('feedback.empty')}
        emptyAction={
          filtered ? (
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('');
                setParams({ q: '', status: '' });
              }}
            >
              {t('dashboard_studio:list.clearFilters')}
            </Button>
          ) : null
        }
      >
        {({ items: reviews, total }) => (
          <>
            {/* Above the table, not in its header: on phones the rows are cards and the header is hidden. */}
            <label className={styles.selectAll}>
              <input
                ref={selectAll}
                type="checkbox"
                className={styles.check}
                checked={reviews.length > 0 && checked.length === reviews.length}
                onChange={(event) =>
                  setSelected(new Set(event.target.checked ? reviews.map((review) => review._id) : []))
                }
              />
              {t('feedback.selectAll')}
            </label>
            <div className={styles.tableWrap}>
              <table className={`${styles.table} ${styles.cards}`}>
                <caption className="visually-hidden">{t('feedback.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">{t('dashboard_workplace:bulk.column')}</span>
                    </th>
                    <th scope="col">{t('feedback.columns.status')}</th>
                    <th scope="col">{t('feedback.columns.reviewer')}</th>
                    <th scope="col">{t('feedback.columns.rating')}</th>
                    <th scope="col">{t('feedback.columns.comment')}</th>
                    <th scope="col">{t('feedback.columns.product')}</th>
                    <th scope="col">{t('feedback.columns.received')}</th>
                    <th scope="col">{t('dashboard_studio:list.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {reviews.map((review) => (
                    <tr key={review._id} data-testid="review-row">
                      <td className={styles.checkCell}>
                        <label className={styles.toggle}>
                          <input
                            type="checkbox"
                            checked={selected.has(review._id)}
                            aria-label={t('feedback.select', { name: review.name })}
                            onChange={() => toggle(review._id)}
                          />
                        </label>
                      </td>
                      <td data-label={t('feedback.columns.status')}>
                        <span className={review.approved ? feedback.approved : feedback.pending}>
                          {review.approved ? t('feedback.approved') : t('feedback.pending')}
                        </span>
                      </td>
                      <td data-label={t('feedback.columns.reviewer')}>
                        <div className={styles.cellStack}>
                          <span dir="auto">{review.name}</span>
                          <span className={feedback.email} dir="ltr">
                            {review.email}
                          </span>
                        </div>
                      </td>
                      <td data-label={t('feedback.columns.rating')}>
                        {t('dashboard_studio:list.rating', { rating: review.rating })}
                      </td>
                      <td data-label={t('feedback.columns.comment')}>
                        <span dir="auto">{review.comment}</span>
                      </td>
                      <td data-label={t('feedback.columns.product')}>
                        {review.product === null ? (
                          t('feedback.noProduct')
                        ) : review.productName === null ? (
                          t('feedback.productGone')
                        ) : (
                          <Link to={paths.productEdit(review.product)} dir="auto">
                            {review.productName}
                          </Link>
                        )}
                      </td>
                      <td data-label={t('feedback.columns.received')}>
                        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                      </td>
                      <td data-label={t('dashboard_studio:list.actions')}>
                        <div className={styles.rowActions}>
                          {review.approved ? (
                            <Button
                              variant="secondary"
                              disabled={busy}
                              aria-label={t('feedback.unpublishLabel', { name: review.name })}
                              onClick={() =>
                                ask({ action: 'unpublish', reviews: [review] }, { fromRow: true })
                              }
                            >
                              {t('feedback.unpublish')}
                            </Button>
                          ) : (
                            <Button
                              disabled={busy}
                              aria-label={t('feedback.approveLabel', { name: review.name })}
                              onClick={() => ask({ action: 'approve', reviews: [review] }, { fromRow: true })}
                            >
                              {t('feedback.approve')}
                            </Button>
                          )}
                          <Button
                            variant="danger"
                            disabled={busy}
                            aria-label={t(review.approved ? 'feedback.deleteLabel' : 'feedback.rejectLabel', {
                              name: review.name,
                            })}
                            onClick={() => ask({ action: 'reject', reviews: [review] }, { fromRow: true })}
                          >
                            {review.approved ? t('dashboard_studio:list.delete') : t('feedback.reject')}
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ListPagination
              page={params.page}
              pages={Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE))}
              onChange={(page) => setParams({ page })}
            />
          </>
        )}
      </ListBody>

      <ConfirmDialog
        open={pending !== null}
        message={pending ? confirmText(pending) : ''}
        confirmLabel={
          !pending
            ? ''
            : pending.action === 'reject' && pending.reviews.length > 1
              ? t('feedback.confirm.rejectMultiple', { count: pending.reviews.length })
              : t(`feedback.confirm.${pending.action}`)
        }
        cancelLabel={t('dashboard_studio:list.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
