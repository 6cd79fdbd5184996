import { ApiError, BidiText, Button, useRenderedForHost } from '@aurinko/shared-ui';
import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { contentApi } from '../api/content-api';
import type { Division } from '../namespaces';
import styles from './contact.module.css';
import {
  CONTACT_FIELDS,
  type ContactDraft,
  type ContactField,
  errorsFromServer,
  type FieldError,
  validateContact,
  validateField,
} from './contact-validation';

const EMPTY: ContactDraft = { name: '', mobile: '', email: '', message: '', website: '' };

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'tooMany';

/**
 * The message an enquiry about a product (`?product=<id>`, the product page's "Enquire about this product") starts
 * with, in the visitor's language; the form fills it in while the visitor has not typed a message of their own.
 */
function useProductEnquiry(load: typeof contentApi.product): string {
  const { t, i18n } = useTranslation('contact');
  const [params] = useSearchParams();
  const productId = params.get('product') ?? '';
  const [name, setName] = useState('');
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    setName('');
    if (!productId || productId.length > 64) return;
    let current = true;
    load(productId).then(
      (product) => {
        if (current) setName(product.name);
      },
      () => undefined, // An unknown product: the form simply starts empty.
    );
    return () => {
      current = false;
    };
    // The product's name is translated: asked again when the language changes.
  }, [productId, load, language]);
  return name ? t('form.enquiry', { product: name }) : '';
}

/**
 * Contact form: validated on the client with the API's rules; typed input survives every error. The division whose
 * page shows it travels with the message, so the admin inbox can tell where it came from. Opened from a product
 * page (`?product=<id>`), the message starts as an enquiry about that product.
 */
export function ContactForm({
  division,
  send = contentApi.postContact,
  loadProduct = contentApi.product,
}: {
  division?: Division;
  send?: typeof contentApi.postContact;
  loadProduct?: typeof contentApi.product;
}) {
  const { t } = useTranslation('contact');
  // A fixed id, not useId(): the contact form is hydrated from its remote's server HTML inside the shell, where React's
  // useId counts from another place in the tree, so the elements would keep the server's ids and the code another.
  // One per page.
  const id = 'contact-form';
  const renderedForHost = useRenderedForHost();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const enquiry = useProductEnquiry(loadProduct);
  const prefilled = useRef('');
  // The enquiry text replaces only itself (a language change) or an empty message, never what the visitor typed.
  useEffect(() => {
    if (!enquiry) return;
    setDraft((current) =>
      current.message === '' || current.message === prefilled.current
        ? { ...current, message: enquiry }
        : current,
    );
    prefilled.current = enquiry;
  }, [enquiry]);
  const [errors, setErrors] = useState<Partial<Record<ContactField, FieldError>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const successRef = useRef<HTMLDivElement>(null);

  const fieldId = (field: string) => `${id}-${field}`;
  const focusFirst = (found: Partial<Record<ContactField, FieldError>>) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const update = (field: keyof ContactDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'website' && errors[field]) {
      setErrors((current) => {
        const next = { ...current };
        const error = validateField(field, value);
        if (error) next[field] = error;
        else delete next[field];
        return next;
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      focusFirst(found);
      return;
    }
    setStatus('sending');
    try {
      await send({
        name: draft.name.trim(),
        mobile: draft.mobile.trim(),
        email: draft.email.trim(),
        message: draft.message.trim(),
        ...(division ? { division } : {}),
        website: draft.website,
      });
      setDraft(EMPTY);
      setStatus('sent');
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setStatus('tooMany');
      } else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const mapped = errorsFromServer(error.fields, draft);
        setErrors(mapped);
        setStatus('idle');
        focusFirst(mapped);
      } else {
        setStatus('failed');
      }
    }
  };

  if (status === 'sent') {
    return (
      <div ref={successRef} tabIndex={-1} className={`alert alert-success ${styles.success}`} role="status">
        <h3>{t('form.success.heading')}</h3>
        <p>{t('form.success.text')}</p>
        <Button variant="secondary" onClick={() => setStatus('idle')}>
          {t('form.sendAnother')}
        </Button>
      </div>
    );
  }

  const field = (
    name: ContactField,
    label: string,
    input: (props: Record<string, unknown>) => ReactElement,
    hint?: string,
  ) => {
    const error = errors[name];
    const describedBy = [hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="field">
        <label htmlFor={fieldId(name)}>
          {label} <span aria-hidden="true">*</span>
        </label>
        {hint ? (
          <p id={`${fieldId(name)}-hint`} className={styles.hint}>
            <BidiText>{hint}</BidiText>
          </p>
        ) : null}
        {input({
          id: fieldId(name),
          name,
          value: draft[name],
          required: true,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy || undefined,
          onChange: (event: { target: { value: string } }) => update(name, event.target.value),
        })}
        {error ? (
          <p id={`${fieldId(name)}-error`} className="field-error">
            {t(error.key, error.values ?? {})}
          </p>
        ) : null}
      </div>
    );
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
      <h2 id={`${id}-heading`}>{t('form.heading')}</h2>
      <p className={styles.hint}>{t('form.requiredNote')}</p>
      {status === 'failed' ? (
        <p className="alert alert-error" role="alert">
          {t('form.failure')}
        </p>
      ) : null}
      {status === 'tooMany' ? (
        <p className="alert alert-error" role="alert">
          {t('validation.tooManyRequests')}
        </p>
      ) : null}
      {field('name', t('form.name'), (props) => (
        <input {...props} autoComplete="name" />
      ))}
      {field(
        'mobile',
        t('form.mobile'),
        (props) => (
          <input {...props} type="tel" autoComplete="tel" inputMode="tel" />
        ),
        t('form.mobileHint'),
      )}
      {field('email', t('form.email'), (props) => (
        <input {...props} type="email" autoComplete="email" />
      ))}
      {field('message', t('form.message'), (props) => (
        <textarea {...props} rows={6} />
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId('website')}>{t('form.honeypot')}</label>
        <input
          id={fieldId('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>
      <div>
        <Button type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
