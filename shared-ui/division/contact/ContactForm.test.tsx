import { ApiError } from '@aurinko/shared-ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import frContact from '../locales/fr/contact.json';
import { testI18n } from '../testing/i18n';
import { ContactForm } from './ContactForm';

let instance: i18n;
beforeAll(async () => {
  instance = await testI18n();
});

const NO_PRODUCT = () => Promise.reject(new ApiError('Not Found', 404));

function setup(
  send = vi.fn().mockResolvedValue({ message: 'ok' }),
  { url = '/veterinary/contact_us', loadProduct = vi.fn(NO_PRODUCT) } = {},
) {
  render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[url]}>
        <ContactForm division="veterinary" send={send} loadProduct={loadProduct} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { send, loadProduct, user: userEvent.setup() };
}

const message = () => screen.getByLabelText(/^Message/) as HTMLTextAreaElement;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const GOOD = {
  Name: 'Asha Rao',
  'Mobile number': '+91 98765 43210',
  Email: 'asha@example.com',
  Message: 'Please send me your poultry catalogue.',
};

afterEach(cleanup);

describe('ContactForm', () => {
  it('refuses empty and bad input with a translated message per field, and sends nothing', async () => {
    const { send, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your mobile number.')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a message.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));

    await fill(user, { Name: 'A', 'Mobile number': 'call me', Email: 'nope', Message: 'short' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Your name is too short (minimum 2 characters).')).toBeTruthy();
    expect(screen.getByText('Please enter a valid mobile number, including the country code.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Your message is too short (minimum 10 characters).')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a good message (trimmed, with its division, honeypot included) and shows the success state', async () => {
    const { send, user } = setup();
    await fill(user, { ...GOOD, Name: '  Asha Rao  ' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).toHaveBeenCalledWith({
      name: 'Asha Rao',
      mobile: '+91 98765 43210',
      email: 'asha@example.com',
      message: 'Please send me your poultry catalogue.',
      division: 'veterinary',
      website: '',
    });
    expect(await screen.findByText('Thank you for contacting us')).toBeTruthy();
  });

  it('maps server field errors to its own messages and keeps what was typed', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError('Validation failed', 400, { email: 'bad email' }));
    const { user } = setup(send);
    await fill(user, GOOD);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(GOOD.Message);
  });

  it('explains a rate limit (429) without losing the input', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError('Too Many Requests', 429));
    const { user } = setup(send);
    await fill(user, GOOD);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/several messages in a short time/);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(GOOD.Name);
  });

  it('hides the honeypot from people and assistive technology', () => {
    setup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  describe('an enquiry from a product page (?product=<id>)', () => {
    const product = (name: string) => vi.fn().mockResolvedValue({ _id: '42', name });

    it("starts the message with the product's name in the translated template, and sends it", async () => {
      const loadProduct = product('NanoZinc Plus');
      const { send, user } = setup(undefined, { url: '/veterinary/contact_us?product=42', loadProduct });
      await vi.waitFor(() =>
        expect(message().value).toBe(
          'I would like to know more about “NanoZinc Plus”. Please send me details and prices.',
        ),
      );
      expect(loadProduct).toHaveBeenCalledWith('42');
      await fill(user, { Name: GOOD.Name, 'Mobile number': GOOD['Mobile number'], Email: GOOD.Email });
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringContaining('NanoZinc Plus') }),
      );
    });

    it("follows the language: the template is the visitor's", async () => {
      instance.addResourceBundle('fr', 'contact', frContact, true, true);
      await instance.changeLanguage('fr');
      try {
        setup(undefined, { url: '/veterinary/contact_us?product=42', loadProduct: product('NanoZinc') });
        const field = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
        await vi.waitFor(() =>
          expect(field.value).toBe(
            'Je souhaite en savoir plus sur « NanoZinc ». Merci de m’envoyer les détails et les prix.',
          ),
        );
      } finally {
        await instance.changeLanguage('en');
      }
    });

    it('never replaces what the visitor has typed', async () => {
      let resolve: (value: { _id: string; name: string }) => void = () => undefined;
      const loadProduct = vi.fn(() => new Promise<{ _id: string; name: string }>((done) => (resolve = done)));
      const { user } = setup(undefined, {
        url: '/veterinary/contact_us?product=42',
        loadProduct: loadProduct as never,
      });
      await user.type(message(), 'My own question');
      expect(loadProduct).toHaveBeenCalledWith('42');
      // The product's name arrives after the visitor typed: every update it causes is applied before checking.
      await act(async () => {
        resolve({ _id: '42', name: 'NanoZinc' });
        await loadProduct.mock.results[0]?.value;
      });
      expect(message().value).toBe('My own question');
    });

    it('starts empty without a product, or when the product is unknown', async () => {
      const { loadProduct } = setup(undefined, { url: '/veterinary/contact_us?product=999' });
      await vi.waitFor(() => expect(loadProduct).toHaveBeenCalledWith('999'));
      expect(message().value).toBe('');
      cleanup();
      const second = setup();
      expect(second.loadProduct).not.toHaveBeenCalled();
      expect(message().value).toBe('');
    });
  });
});
