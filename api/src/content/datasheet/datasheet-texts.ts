import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Lang } from '../../common/lang/languages.js';

/**
 * The data sheet's fixed texts are the site's own translations, so a label reads the same on paper as on the page:
 * the product page's labels and tab names (`productcart`) and the division and range names (`division`) of the
 * division pages (@aurinko/division-pages), the company and its offices (`company`) of the shared core
 * (@aurinko/shared-ui). Both packages export these files (`./locales/*.json`). Read once per language and namespace.
 */
export const SITE_TEXT_FILES = {
  productcart: '@aurinko/division-pages/locales/{lng}/productcart.json',
  division: '@aurinko/division-pages/locales/{lng}/division.json',
  company: '@aurinko/shared-ui/locales/{lng}/company.json',
} as const;

export type Namespace = keyof typeof SITE_TEXT_FILES;
export const NAMESPACES = Object.keys(SITE_TEXT_FILES) as Namespace[];

/** Where one language's file of one namespace is. */
export type TextFiles = (lang: Lang, ns: Namespace) => string;

const require = createRequire(import.meta.url);

/** The packages' own files, resolved through their exports. */
export const fromPackages: TextFiles = (lang, ns) =>
  require.resolve(SITE_TEXT_FILES[ns].replace('{lng}', lang));

/** A copy of them laid out as `<dir>/<lng>/<ns>.json` (what `copySiteTexts` writes). */
export const fromFolder =
  (dir: string): TextFiles =>
  (lang, ns) =>
    path.join(dir, lang, `${ns}.json`);

/**
 * The build's copy: `dist/site-texts` (this module compiles to dist/content/datasheet/), written by
 * `node dist/cli/copy-site-texts.js`, the last step of `pnpm build`, so `pnpm deploy --prod` ships it with dist/.
 */
export const SITE_TEXTS_DIR = fileURLToPath(new URL('../../site-texts/', import.meta.url));

/**
 * Where the texts are read from, decided once. The two packages are development dependencies of the API: its
 * production install (`pnpm deploy --prod`, api/Dockerfile) leaves out the core's front-end packages (its fonts,
 * i18next, react-i18next, ky, zustand…) it would otherwise carry for 18 JSON files, and reads the build's copy.
 * Wherever the packages are installed — the workspace: development, tests, the API run in place after
 * `pnpm build` — the texts are read from them, not from the copy: every way of running the API from the workspace
 * (`dev`, the benches, the CLIs) compiles with tsc alone and would otherwise need the copy step too, and a copy
 * left from an earlier build would show old texts. So one reader, two roots: the sources when present, else the copy
 * made from them; test/datasheet-texts.spec.ts copies them as the build does and checks that the copy equals the
 * sources and that the reader gives the same texts from it.
 */
export function installedTextFiles(): TextFiles {
  try {
    require.resolve('@aurinko/division-pages/package.json');
    require.resolve('@aurinko/shared-ui/package.json');
    return fromPackages;
  } catch {
    return fromFolder(SITE_TEXTS_DIR);
  }
}

/** Copies every language's file of each namespace from the packages into `dir` (`<dir>/<lng>/<ns>.json`). */
export function copySiteTexts(dir: string): string[] {
  const to = fromFolder(dir);
  return LANGUAGES.flatMap((lang) =>
    NAMESPACES.map((ns) => {
      const target = to(lang, ns);
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(fromPackages(lang, ns), target);
      return target;
    }),
  );
}

export interface Office {
  title: string;
  company: string;
  address: string;
  email: string;
  phone: string;
}

/** The texts read from `files`: `siteText` and `offices` below are these, from `installedTextFiles()`. */
export function siteTexts(files: TextFiles) {
  const loaded = new Map<string, unknown>();

  function namespace(lang: Lang, ns: Namespace): unknown {
    const key = `${lang}/${ns}`;
    if (!loaded.has(key)) loaded.set(key, JSON.parse(readFileSync(files(lang, ns), 'utf8')));
    return loaded.get(key);
  }

  /** `t('productcart:labels.segment')`, with `{{name}}` placeholders; English when a key is missing. */
  function siteText(lang: Lang, key: string, values: Record<string, string> = {}): string {
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

  /** The offices of the company, as the contact page lists them. */
  function offices(lang: Lang): Office[] {
    const all = (namespace(lang, 'company') as { offices?: Record<string, Office> }).offices ?? {};
    return Object.values(all);
  }

  return { siteText, offices };
}

export const { siteText, offices } = siteTexts(installedTextFiles());
