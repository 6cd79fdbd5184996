import { ApiError, Button } from '@aurinko/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../studio/StudioLayout';
import { useDateFormat } from '../studio/use-date-format';
import inbox from './inbox.module.css';
import { type ContactMessageThread, inboxApi, REPLY_LENGTH } from './inbox-api';

type Problem = 'tooShort' | 'tooLong' | 'notSent' | 'failed';

/**
 * A contact message's thread: the replies sent from the dashboard (who, when, what), then the form that sends the next
 * one by e-mail from the site's address. Sending marks the message handled (the server does it with the reply).
 */
export function ReplyThread({
  message,
  onSent,
}: {
  message: ContactMessageThread;
  onSent: (answered: ContactMessageThread) => void;
}) {
  const { t } = useTranslation('dashboard_inbox');
  const id = useId();
  const notify = useNotify();
  const formatDate = useDateFormat();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const replies = message.replies;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const length = text.trim().length;
    if (length < REPLY_LENGTH.min) return setProblem('tooShort');
    if (length > REPLY_LENGTH.max) return setProblem('tooLong');
    setProblem(null);
    setSending(true);
    try {
      onSent(await inboxApi.reply(message._id, text));
      setText('');
      notify('success', t('reply.sent', { email: message.email }));
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 502 ? 'notSent' : 'failed');
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('reply.thread')}</h2>
      {replies.length ? (
        <ol className={inbox.thread} data-testid="reply-thread">
          {replies.map((reply) => (
            <li key={reply._id} className={inbox.reply}>
              <p className={inbox.replyMeta}>
                {t('reply.by', { name: reply.adminName })}{' '}
                <time dateTime={reply.sentAt}>{formatDate(reply.sentAt)}</time>
              </p>
              <p className={inbox.message} dir="auto">
                {reply.text}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('reply.none')}</p>
      )}
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-text`}>{t('reply.label')}</label>
          <textarea
            id={`${id}-text`}
            dir="auto"
            rows={6}
            value={text}
            maxLength={REPLY_LENGTH.max}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem === 'tooShort' || problem === 'tooLong' ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          />
          <span id={`${id}-hint`} className="hint">
            {t('reply.hint', { email: message.email })}
          </span>
          {problem ? (
            <span id={`${id}-problem`} className="field-error" role="alert">
              {t(`reply.problem.${problem}`, REPLY_LENGTH)}
            </span>
          ) : null}
        </div>
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? t('reply.sending') : t('reply.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
