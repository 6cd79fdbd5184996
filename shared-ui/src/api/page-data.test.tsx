import { readKey } from '@aurinko/contract/page-data';
import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setCurrentLanguage } from '../i18n/languages';
import { http } from './client';
import { documentReads, PageReadsContext, readFromPage } from './page-data';
import { useApi } from './use-api';

// An English i18next instance with no texts: useApi reads the current language from it, the pages here show none.
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: {} },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

describe('read keys', () => {
  it('name a read the same on the server (route api + lang) and in the client (path + parameters)', () => {
    expect(readKey('/api/banners?placement=slider&division=human&lang=en')).toBe(
      readKey('banners?division=human&placement=slider'),
    );
    expect(readKey('/api/products/23?lang=ar&preview=1')).toBe('products/23');
    expect(readKey('banners?division=human&placement=slider')).not.toBe(
      readKey('banners?division=human&placement=banner'),
    );
  });
});

describe('reads answered from the page', () => {
  const reads = new Map<string, unknown>([
    [readKey('banners?division=human&placement=slider'), [{ _id: '1' }]],
  ]);

  it('answer the API client’s read the page has, and only that one', async () => {
    const hit = readFromPage(reads, () => http.get('banners', { division: 'human', placement: 'slider' }));
    expect(hit.hit?.value).toEqual([{ _id: '1' }]);
    await expect(hit.promise).resolves.toEqual([{ _id: '1' }]);
    // A read that transforms the answer is made as usual (here: not at all, in a server render).
    const transformed = readFromPage(
      reads,
      () =>
        http
          .get<unknown[]>('banners', { division: 'human', placement: 'slider' })
          .then((list) => list.length),
      true,
    );
    expect(transformed.hit).toBeUndefined();
    const other = readFromPage(
      reads,
      () => http.get('banners', { division: 'human', placement: 'banner' }),
      true,
    );
    expect(other.hit).toBeUndefined();
  });
});

function Slides({ read }: { read: () => Promise<Array<{ _id: string }>> }) {
  const slides = useApi(read, []);
  if (slides.status === 'loading') return <p>Loading</p>;
  if (slides.status === 'error') return <p>Error</p>;
  return <p>{`Slides: ${slides.data.map((slide) => slide._id).join(',')}`}</p>;
}

describe('useApi on a page rendered on the server', () => {
  afterEach(() => {
    document.getElementById('page-data')?.remove();
    setCurrentLanguage('en');
  });

  it('renders a server render’s answers at once, without a loading state', () => {
    const reads = new Map<string, unknown>([
      [readKey('banners?division=human&placement=slider'), [{ _id: '7' }]],
    ]);
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <PageReadsContext value={reads}>
          <Slides read={() => http.get('banners', { division: 'human', placement: 'slider' })} />
        </PageReadsContext>
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('Slides: 7');
  });

  it('starts with the answers the page carries, once, in their language; other reads are made once', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'page-data';
    script.textContent = JSON.stringify({
      language: 'en',
      reads: { [readKey('banners?division=human&placement=slider')]: [{ _id: '3' }] },
    });
    document.head.append(script);
    setCurrentLanguage('en');
    const first = render(
      <I18nextProvider i18n={i18n}>
        <Slides read={() => http.get('banners', { division: 'human', placement: 'slider' })} />
      </I18nextProvider>,
    );
    // The first render already shows the server's answer (no loading state in between).
    expect(first.container.textContent).toBe('Slides: 3');
    first.unmount();
    // Used once: the next visit reads from the API again.
    expect(documentReads()).toBeUndefined();

    let calls = 0;
    const second = render(
      <I18nextProvider i18n={i18n}>
        <Slides
          read={() => {
            calls += 1;
            return Promise.resolve([{ _id: '9' }]);
          }}
        />
      </I18nextProvider>,
    );
    expect(second.container.textContent).toBe('Loading');
    expect(await screen.findByText('Slides: 9')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('ignores the page’s answers when the page shows another language', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'page-data';
    script.textContent = JSON.stringify({ language: 'ar', reads: { x: 1 } });
    document.head.append(script);
    setCurrentLanguage('en');
    await act(async () => {});
    expect(documentReads()).toBeUndefined();
    setCurrentLanguage('ar');
    expect(documentReads()?.get('x')).toBe(1);
  });
});
