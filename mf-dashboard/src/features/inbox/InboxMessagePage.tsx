import { ApiError, Button, LoadingScreen, useApi } from '@aurinko/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { paths } from '../../config/paths';
import { useNavBadges } from '../layout/nav-badges';
import { useNotify } from '../studio/StudioLayout';
import styles from '../studio/studio.module.css';
import { useDateFormat } from '../studio/use-date-format';
import inbox from './inbox.module.css';
import { type ContactMessage, type ContactMessageThread, inboxApi } from './inbox-api';
import { ReplyThread } from './ReplyThread';

/** Where "Back to the inbox" goes: the list as the admin left it (filters and page), when they came from it. */
export interface InboxLinkState {
  inboxSearch?: string;
}

/**
 * One contact message (`/dashboard/contact_us/:id`): the whole text, sender, division and date. Opening it marks it
 * read; from here it is marked handled or not, unread again, or deleted (confirmed, naming the sender).
 */
export function InboxMessagePage() {
  const { t } = useTranslation(['dashboard_inbox', 'dashboard_studio']);
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const badges = useNavBadges();
  const formatDate = useDateFormat();
  const back = `${paths.inbox}${(location.state as InboxLinkState | null)?.inboxSearch ?? ''}`;
  const loaded = useApi(() => inboxApi.get(id), [id], { perLanguage: false });
  const [message, setMessage] = useState<ContactMessageThread | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const markedRead = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const opened = loaded.data;
  // What the server answered last: the message as loaded, then as each write returned it.
  useEffect(() => {
    if (opened) setMessage(opened);
  }, [opened]);

  // Opening a message marks it read (once per message; the server records it only the first time).
  useEffect(() => {
    if (!opened || opened.read || markedRead.current === id) return;
    markedRead.current = id;
    inboxApi.setRead(id, true).then(
      (read) => {
        // A write answers the message alone: its thread stays as loaded.
        setMessage((shown) => (shown ? { ...shown, ...read } : shown));
        badges.refresh();
      },
      () => {},
    );
  }, [opened, id, badges]);

  const act = async (action: () => Promise<ContactMessage>, success: string) => {
    setBusy(true);
    try {
      const answer = await action();
      setMessage((shown) => (shown ? { ...shown, ...answer } : shown));
      notify('success', success);
      badges.refresh();
    } catch {
      notify('error', t('inbox.toast.failed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (current: ContactMessage) => {
    setConfirming(false);
    setBusy(true);
    try {
      await inboxApi.remove(current._id);
      notify('success', t('inbox.toast.deleted', { name: current.name }));
      badges.refresh();
      navigate(back);
    } catch {
      notify('error', t('inbox.toast.deleteFailed'));
      setBusy(false);
      heading.current?.focus();
    }
  };

  const backLink = (
    <Link to={back} className={inbox.sender}>
      {t('message.back')}
    </Link>
  );

  if (loaded.status === 'loading' || (loaded.status === 'success' && !message)) return <LoadingScreen />;
  if (loaded.status === 'error' || !message) {
    const missing = loaded.error instanceof ApiError && loaded.error.status === 404;
    return (
      <div className="stack">
        {backLink}
        <div className="alert alert-error" role="alert">
          <p>{missing ? t('message.notFound') : t('message.loadFailed')}</p>
          {missing ? null : (
            <Button variant="secondary" onClick={loaded.reload}>
              {t('dashboard_studio:list.retry')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <article className="stack" aria-labelledby="inbox-message-title">
      {backLink}
      <div className={styles.header}>
        <h1 id="inbox-message-title" ref={heading} tabIndex={-1}>
          {t('message.title', { name: message.name })}
        </h1>
      </div>
      <dl className={inbox.details}>
        <dt>{t('message.sender')}</dt>
        <dd dir="auto">{message.name}</dd>
        <dt>{t('message.email')}</dt>
        <dd>
          <a href={`mailto:${message.email}`} dir="ltr">
            {message.email}
          </a>
        </dd>
        <dt>{t('message.mobile')}</dt>
        <dd>
          <a href={`tel:${message.mobile.replace(/[^\d+]/g, '')}`} dir="ltr">
            {message.mobile}
          </a>
        </dd>
        <dt>{t('inbox.columns.division')}</dt>
        <dd>
          {message.division ? t(`dashboard_studio:divisions.${message.division}`) : t('inbox.noDivision')}
        </dd>
        <dt>{t('inbox.columns.received')}</dt>
        <dd>
          <time dateTime={message.receivedAt}>{formatDate(message.receivedAt)}</time>
        </dd>
        <dt>{t('message.status')}</dt>
        <dd data-testid="message-status">
          {message.handled && message.handledAt
            ? t('message.handledAt', { date: formatDate(message.handledAt) })
            : t('inbox.notHandled')}
        </dd>
      </dl>
      <h2 className="visually-hidden">{t('inbox.columns.message')}</h2>
      <p className={inbox.message} dir="auto">
        {message.message}
      </p>
      <ReplyThread
        message={message}
        onSent={(answered) => {
          setMessage(answered);
          badges.refresh();
        }}
      />
      <div className={inbox.actions}>
        <Button
          disabled={busy}
          onClick={() =>
            void act(
              () => inboxApi.setHandled(message._id, !message.handled),
              t(message.handled ? 'inbox.toast.unhandled' : 'inbox.toast.handled', { name: message.name }),
            )
          }
        >
          {message.handled ? t('message.markUnhandled') : t('message.markHandled')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy || !message.read}
          onClick={() =>
            void act(
              () => inboxApi.setRead(message._id, false),
              t('inbox.toast.markedUnread', { name: message.name }),
            )
          }
        >
          {t('message.markUnread')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
          {t('dashboard_studio:list.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        message={t('inbox.confirmDelete', { name: message.name })}
        confirmLabel={t('dashboard_studio:list.delete')}
        cancelLabel={t('dashboard_studio:list.cancel')}
        onConfirm={() => void remove(message)}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
