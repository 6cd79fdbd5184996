import {
  Button,
  currentLanguage,
  LANGUAGE_NAMES,
  type Language,
  LoadingScreen,
  useApi,
} from '@aurinko/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { auditLink } from '../audit/audit-links';
import styles from './workplace.module.css';
import { recordLink, resourceLabel, titleIn, type WorkplaceRecord, workplaceApi } from './workplace-api';

function Panel({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
        {count !== undefined ? <span className={styles.count}>{count}</span> : null}
      </h2>
      {children}
    </section>
  );
}

/**
 * The start screen's work lists (issue 34): unread messages, pending reviews, drafts waiting (oldest first), records
 * missing a language and the other admins' recent changes — each entry a link to the record.
 */
export function WorkplacePanels() {
  const { t, i18n } = useTranslation(['dashboard_workplace', 'dashboard_studio', 'dashboard_inbox']);
  const language = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const work = useApi(() => workplaceApi.load(), [], { perLanguage: false });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const kindOf = (resource: string) => {
    const key = resourceLabel(resource);
    const fallback = key ? t(`dashboard_studio:${key}`) : resource;
    return t(`dashboard_inbox:audit.entities.${resource}`, { defaultValue: fallback });
  };
  const languageNames = new Intl.DisplayNames([language], { type: 'language' });
  const recordText = (record: WorkplaceRecord) =>
    titleIn(record.title, language) || t('dashboard_studio:list.untitled');

  if (work.status === 'loading') return <LoadingScreen />;
  if (work.status === 'error')
    return (
      <div className="alert alert-error" role="alert">
        <p>{t('failed')}</p>
        <Button variant="secondary" onClick={work.reload}>
          {t('retry')}
        </Button>
      </div>
    );
  const { unreadMessages, pendingReviews, drafts, missingLanguages, recentChanges } = work.data;
  const none = <p className={styles.none}>{t('nothing')}</p>;

  return (
    <div className={styles.panels}>
      <Panel id="work-messages" title={t('messages.title')} count={unreadMessages.total}>
        {unreadMessages.items.length ? (
          <ul className={styles.items}>
            {unreadMessages.items.map((message) => (
              <li key={message._id}>
                <Link to={paths.inboxMessage(message._id)} dir="auto">
                  {message.name}
                </Link>{' '}
                <time className={styles.meta} dateTime={message.receivedAt}>
                  {when(message.receivedAt)}
                </time>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Panel>
      <Panel id="work-reviews" title={t('reviews.title')} count={pendingReviews.total}>
        {pendingReviews.items.length ? (
          <ul className={styles.items}>
            {pendingReviews.items.map((review) => (
              <li key={review._id}>
                <Link to={paths.feedback}>
                  {t('reviews.item', { name: review.name, rating: review.rating })}
                </Link>{' '}
                <span className={styles.meta}>
                  <span lang={review.language}>{LANGUAGE_NAMES[review.language]}</span> ·{' '}
                  <time dateTime={review.createdAt}>{when(review.createdAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Panel>
      <Panel id="work-drafts" title={t('drafts.title')}>
        {drafts.length ? (
          <ul className={styles.items}>
            {drafts.map((draft) => (
              <li key={`${draft.resource}/${draft._id}`}>
                <Link to={recordLink(draft) ?? paths.dashboard} dir="auto">
                  {recordText(draft)}
                </Link>{' '}
                <span className={styles.meta}>
                  {kindOf(draft.resource)} ·{' '}
                  {draft.kind === 'draft'
                    ? t('drafts.draftBy', { name: draft.by ?? '', date: when(draft.since) })
                    : t('drafts.unpublishedSince', { date: when(draft.since) })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Panel>
      <Panel id="work-languages" title={t('languages.title')}>
        {missingLanguages.length ? (
          <ul className={styles.items}>
            {missingLanguages.map((record) => (
              <li key={`${record.resource}/${record._id}`}>
                <Link to={recordLink(record) ?? paths.translations} dir="auto">
                  {recordText(record)}
                </Link>{' '}
                <span className={styles.meta}>
                  {kindOf(record.resource)} ·{' '}
                  {t('languages.missing', {
                    languages: new Intl.ListFormat(language, { type: 'conjunction' }).format(
                      record.languages.map((lang) => languageNames.of(lang) ?? lang),
                    ),
                  })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
        <p>
          <Link to={paths.translations}>{t('languages.all')}</Link>
        </p>
      </Panel>
      <Panel id="work-changes" title={t('changes.title')}>
        {recentChanges.length ? (
          <ul className={styles.items}>
            {recentChanges.map((change) => {
              const to = auditLink(change);
              const what = t('changes.item', {
                name: change.adminName,
                action: t(`dashboard_inbox:audit.actions.${change.action}`, { defaultValue: change.action }),
                kind: kindOf(change.entity),
                id: change.entityId,
              });
              return (
                <li key={change._id}>
                  {to ? (
                    <Link to={to} dir="auto">
                      {what}
                    </Link>
                  ) : (
                    <span dir="auto">{what}</span>
                  )}{' '}
                  <time className={styles.meta} dateTime={change.at}>
                    {when(change.at)}
                  </time>
                </li>
              );
            })}
          </ul>
        ) : (
          none
        )}
        <p>
          <Link to={paths.audit}>{t('changes.all')}</Link>
        </p>
      </Panel>
    </div>
  );
}
