import { describe, expect, it } from 'vitest';
import { type ContactDraft, errorsFromServer, validateContact, validateField } from './contact-validation';

const good: ContactDraft = {
  name: 'Asha Rao',
  mobile: '+91 98765 43210',
  email: 'asha@example.com',
  message: 'Please send me your poultry catalogue.',
  website: '',
};

describe('contact validation (same rules as the API)', () => {
  it('accepts a good message', () => {
    expect(validateContact(good)).toEqual({});
  });

  it('requires every field', () => {
    const errors = validateContact({ name: ' ', mobile: '', email: '', message: '', website: '' });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.key]))).toEqual({
      name: 'validation.nameRequired',
      mobile: 'validation.mobileRequired',
      email: 'validation.emailRequired',
      message: 'validation.messageRequired',
    });
  });

  it('checks lengths and formats at the limits', () => {
    expect(validateField('name', 'A')?.key).toBe('validation.nameTooShort');
    expect(validateField('name', 'Ab')).toBeUndefined();
    expect(validateField('name', 'a'.repeat(101))?.key).toBe('validation.nameTooLong');
    expect(validateField('mobile', '123456')?.key).toBe('validation.mobileInvalid');
    expect(validateField('mobile', '1234567')).toBeUndefined();
    expect(validateField('mobile', '+1 (555) 123-4567')).toBeUndefined();
    expect(validateField('mobile', '1'.repeat(21))?.key).toBe('validation.mobileInvalid');
    expect(validateField('mobile', '555-CALL-NOW')?.key).toBe('validation.mobileInvalid');
    expect(validateField('email', 'not-an-email')?.key).toBe('validation.emailInvalid');
    expect(validateField('email', `${'a'.repeat(250)}@x.io`)?.key).toBe('validation.emailInvalid');
    expect(validateField('message', 'too short')?.key).toBe('validation.messageTooShort');
    expect(validateField('message', 'ten chars!')).toBeUndefined();
    expect(validateField('message', 'x'.repeat(2001))?.key).toBe('validation.messageTooLong');
  });

  it('maps the fields the server refused to our own messages', () => {
    const errors = errorsFromServer({ email: 'email must be an email', other: 'x' }, good);
    expect(Object.keys(errors)).toEqual(['email']);
    expect(errors.email?.key).toBe('validation.emailInvalid');
    expect(errorsFromServer({ name: 'too short' }, { ...good, name: 'A' }).name?.key).toBe(
      'validation.nameTooShort',
    );
  });
});
