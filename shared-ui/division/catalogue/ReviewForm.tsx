import { Button, useRenderedForHost } from '@aurinko/shared-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentApi } from '../api/content-api';
import styles from './catalogue.module.css';

export const REVIEW_COMMENT_MAX = 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Draft {
  name: string;
  email: string;
  rating: number;
  comment: string;
  website: string;
}
type Field = 'name' | 'email' | 'rating' | 'comment';

function validate(draft: Draft): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (draft.name.trim().length < 2) errors.name = 'feedback.errors.required';
  else if (draft.name.trim().length > 100) errors.name = 'feedback.errors.tooLong';
  if (!draft.email.trim()) errors.email = 'feedback.errors.required';
  else if (!EMAIL.test(draft.email.trim()) || draft.email.length > 254)
    errors.email = 'feedback.errors.invalidEmail';
  if (draft.rating < 1 || draft.rating > 5) errors.rating = 'feedback.errors.ratingRequired';
  if (draft.comment.trim().length < 2) errors.comment = 'feedback.errors.required';
  else if (draft.comment.length > REVIEW_COMMENT_MAX) errors.comment = 'feedback.errors.tooLong';
  return errors;
}

const EMPTY: Draft = { name: '', email: '', rating: 0, comment: '', website: '' };

/** A rated review (1–5 stars), stored unapproved; it is published after an admin approves it. */
export function ReviewForm({ product }: { product?: string }) {
  const { t } = useTranslation(['productcart', 'contact']);
  // A fixed id, not useId(): the review form is hydrated from its remote's server HTML inside the shell, where React's
  // useId counts from another place in the tree, so the elements would keep the server's ids and the code another.
  // One per page.
  const id = 'review-form';
  const renderedForHost = useRenderedForHost();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const message = (field: Field) =>
    errors[field] ? t(errors[field], { max: field === 'name' ? 100 : REVIEW_COMMENT_MAX }) : undefined;
  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'email', 'rating', 'comment'] as const).find((f) => found[f]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await contentApi.postReview({
        name: draft.name.trim(),
        email: draft.email.trim(),
        rating: draft.rating,
        comment: draft.comment.trim(),
        website: draft.website,
        ...(product ? { product } : {}),
      });
      setDraft(EMPTY);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      // Rendered on the server, it waits for the app (what is typed before would be lost when the app takes over).
      inert={renderedForHost || undefined}
    >
      <h3 id={`${id}-heading`}>{t('feedback.heading')}</h3>
      <p>{t('feedback.intro')}</p>
      {status === 'sent' ? (
        <p className="alert alert-success" role="status">
          {t('feedback.success')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <p className="alert alert-error" role="alert">
          {t('feedback.errors.generic')}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('feedback.name')}</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className="field-error">
            {message('name')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('feedback.email')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(e) => set('email', e.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email', `${id}-email-hint`)}
        />
        <p id={`${id}-email-hint`} className={styles.hint}>
          {t('feedback.emailHint')}
        </p>
        {errors.email ? (
          <p id={`${id}-email-error`} className="field-error">
            {message('email')}
          </p>
        ) : null}
      </div>
      <fieldset className={styles.rating} aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend>{t('feedback.rating')}</legend>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= draft.rating ? styles.starOn : styles.star}>
              <input
                id={n === 1 ? `${id}-rating` : undefined}
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={draft.rating === n}
                onChange={() => set('rating', n)}
                className="visually-hidden"
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('feedback.ratingOption', { n })}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${id}-rating-error`} className="field-error">
            {message('rating')}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t('feedback.comment')}</label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={4}
          value={draft.comment}
          onChange={(e) => set('comment', e.target.value)}
          aria-invalid={Boolean(errors.comment)}
          aria-describedby={describedBy('comment', `${id}-comment-hint`)}
        />
        <p id={`${id}-comment-hint`} className={styles.hint}>
          {t('feedback.commentHint', { max: REVIEW_COMMENT_MAX })}
        </p>
        {errors.comment ? (
          <p id={`${id}-comment-error`} className="field-error">
            {message('comment')}
          </p>
        ) : null}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('contact:form.honeypot')}</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </div>
      <div>
        <Button type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? t('feedback.submitting') : t('feedback.submit')}
        </Button>
      </div>
    </form>
  );
}
