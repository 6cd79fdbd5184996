import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { loadScriptFonts } from '../styles/script-fonts';
import {
  directionOf,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  type Language,
  normalizeLanguage,
  setCurrentLanguage,
} from './languages';

/** Loads one namespace of one language; apps pass a dynamic import so each language is its own chunk. */
export type NamespaceLoader = (language: Language, namespace: string) => Promise<{ default: ResourceKey }>;

const loaders = new Map<string, NamespaceLoader>();

/**
 * Each front end registers the namespaces it bundles. The backend below finds the loader by namespace,
 * so a remote brings its own texts into the one shared i18next instance without the shell knowing them.
 */
export function registerNamespaces(namespaces: readonly string[], loader: NamespaceLoader): void {
  for (const ns of namespaces) loaders.set(ns, loader);
}

/** Which loader the texts of a namespace now in i18next came from. */
const loadedFrom = new Map<string, NamespaceLoader>();

/**
 * Makes `loader` the source of these namespaces and reloads those whose texts in i18next came from another loader
 * (another remote's copy of the same pages); undefined when there is nothing to reload.
 */
export function claimNamespaces(
  namespaces: readonly string[],
  loader: NamespaceLoader,
): Promise<unknown> | undefined {
  registerNamespaces(namespaces, loader);
  const stale = namespaces.filter((ns) => loadedFrom.has(ns) && loadedFrom.get(ns) !== loader);
  return stale.length > 0 ? i18next.reloadResources(undefined, stale) : undefined;
}

/** Namespaces bundled with shared-ui itself. */
export const SHARED_NAMESPACES = ['common', 'company'] as const;
registerNamespaces(
  SHARED_NAMESPACES,
  (language, namespace) => import(`../locales/${language}/${namespace}.json`),
);

const bundledBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = loaders.get(namespace);
    if (!loader) {
      callback(new Error(`No translations registered for namespace "${namespace}"`), false);
      return;
    }
    loader(normalizeLanguage(language), namespace).then(
      (module) => {
        loadedFrom.set(namespace, loader);
        callback(null, module.default);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Detection order and caching exactly as the specification says. */
export const DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
  convertDetectedLanguage: (language: string) => normalizeLanguage(language),
};

function syncDocument(language: Language): void {
  setCurrentLanguage(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  loadScriptFonts(language);
}

let ready: Promise<I18n> | undefined;

/**
 * Initialises the shared i18next instance once. Host and remotes both call it; because i18next,
 * react-i18next and shared-ui are federation singletons, they all get the same instance.
 */
export function initI18n(defaultNamespace = 'common'): Promise<I18n> {
  ready ??= (async () => {
    i18next.on('languageChanged', (language) => syncDocument(normalizeLanguage(language)));
    await i18next
      .use(bundledBackend)
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        supportedLngs: [...LANGUAGES],
        fallbackLng: FALLBACK_LANGUAGE,
        load: 'languageOnly',
        ns: [defaultNamespace],
        defaultNS: defaultNamespace,
        fallbackNS: 'common',
        detection: DETECTION,
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      });
    syncDocument(normalizeLanguage(i18next.resolvedLanguage ?? i18next.language));
    return i18next;
  })();
  return ready;
}

/**
 * An i18next instance of its own for one server-side render (the shell's server renders the first view of a page,
 * shell/src/server.tsx): the same bundled texts and options as the page's, in a fixed language, without a detector,
 * so concurrent renders in different languages never share state. Pass it to `I18nextProvider`.
 */
export async function createRenderI18n(language: Language, namespaces: readonly string[]): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(bundledBackend).init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    ns: ['common', ...namespaces],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  return instance;
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18next.changeLanguage(language);
}

export { i18next };
