/** Contact form rules, the same as the API's (`POST /api/contact`). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  mobileMin: 7,
  mobileMax: 20,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;

export type ContactField = 'name' | 'mobile' | 'email' | 'message';
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'mobile', 'email', 'message'];

export interface ContactDraft {
  name: string;
  mobile: string;
  email: string;
  message: string;
  website: string;
}

/** A translation key (namespace `contact`) and its interpolation values. */
export interface FieldError {
  key: string;
  values?: Record<string, number>;
}

const MOBILE = /^[0-9 +\-()]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateField(field: ContactField, raw: string): FieldError | undefined {
  const value = raw.trim();
  const L = CONTACT_LIMITS;
  switch (field) {
    case 'name':
      if (!value) return { key: 'validation.nameRequired' };
      if (value.length < L.nameMin) return { key: 'validation.nameTooShort', values: { min: L.nameMin } };
      if (value.length > L.nameMax) return { key: 'validation.nameTooLong', values: { max: L.nameMax } };
      return undefined;
    case 'mobile':
      if (!value) return { key: 'validation.mobileRequired' };
      if (value.length < L.mobileMin || value.length > L.mobileMax || !MOBILE.test(value)) {
        return { key: 'validation.mobileInvalid' };
      }
      return undefined;
    case 'email':
      if (!value) return { key: 'validation.emailRequired' };
      if (value.length > L.emailMax || !EMAIL.test(value)) return { key: 'validation.emailInvalid' };
      return undefined;
    case 'message':
      if (!value) return { key: 'validation.messageRequired' };
      if (value.length < L.messageMin)
        return { key: 'validation.messageTooShort', values: { min: L.messageMin } };
      if (value.length > L.messageMax)
        return { key: 'validation.messageTooLong', values: { max: L.messageMax } };
      return undefined;
  }
}

export function validateContact(draft: ContactDraft): Partial<Record<ContactField, FieldError>> {
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateField(field, draft[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * Maps the API's `fields` (which field was refused) to our own translated messages: we re-run our
 * rule for that field and, if it passes locally, fall back to the field's "invalid" message.
 */
export function errorsFromServer(
  fields: Record<string, unknown>,
  draft: ContactDraft,
): Partial<Record<ContactField, FieldError>> {
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const field of CONTACT_FIELDS) {
    if (!(field in fields)) continue;
    errors[field] = validateField(field, draft[field]) ?? fallback(field);
  }
  return errors;
}

function fallback(field: ContactField): FieldError {
  switch (field) {
    case 'name':
      return { key: 'validation.nameTooLong', values: { max: CONTACT_LIMITS.nameMax } };
    case 'mobile':
      return { key: 'validation.mobileInvalid' };
    case 'email':
      return { key: 'validation.emailInvalid' };
    case 'message':
      return { key: 'validation.messageTooLong', values: { max: CONTACT_LIMITS.messageMax } };
  }
}
