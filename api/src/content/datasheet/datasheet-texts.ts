import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang } from '../../common/lang/languages.js';

/**
 * The data sheet's fixed texts are the site's own translations (the locale files of @aurinko/division-pages and
 * @aurinko/shared-ui, which they export for this: the product page's labels and tab names in `productcart`, division
 * and range names in `division`, the company and its offices in `company`), so a label reads the same on paper as on
 * the page. Read once per language and namespace.
 */
const resolve = createRequire(import.meta.url).resolve;

const FILES = {
  productcart: '@aurinko/division-pages/locales/{lng}/productcart.json',
  division: '@aurinko/division-pages/locales/{lng}/division.json',
  company: '@aurinko/shared-ui/locales/{lng}/company.json',
} as const;

type Namespace = keyof typeof FILES;

const loaded = new Map<string, unknown>();

function namespace(lang: Lang, ns: Namespace): unknown {
  const key = `${lang}/${ns}`;
  if (!loaded.has(key)) {
    loaded.set(key, JSON.parse(readFileSync(resolve(FILES[ns].replace('{lng}', lang)), 'utf8')));
  }
  return loaded.get(key);
}

/** `t('productcart:labels.segment')`, with `{{name}}` placeholders; English when a key is missing. */
export function siteText(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const [ns, path = ''] = key.split(':') as [Namespace, string];
  const find = (language: Lang): unknown =>
    path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        namespace(language, ns),
      );
  const found = find(lang);
  const text = typeof found === 'string' ? found : find('en');
  if (typeof text !== 'string') throw new Error(`Missing site text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export interface Office {
  title: string;
  company: string;
  address: string;
  email: string;
  phone: string;
}

/** The offices of the company, as the contact page lists them. */
export function offices(lang: Lang): Office[] {
  const all = (namespace(lang, 'company') as { offices?: Record<string, Office> }).offices ?? {};
  return Object.values(all);
}
