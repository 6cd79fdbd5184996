/**
 * What federation shares under the `react-i18next` key (see build/federation.mjs): only the names the site uses, so
 * the rest of react-i18next (Trans and its HTML parser, IcuTrans, the HOCs, SSR helpers) is tree-shaken away
 * (~10 KB gzip shared as is, ~2.5 KB this way). Code keeps importing from 'react-i18next'; facades.test.ts fails
 * when a source file imports a name missing here.
 *
 * The package is reached by its file path, not by the name 'react-i18next': that name is the shared key itself, so
 * importing it here would make the shared module wait for itself. The path is shared-ui's own dependency (pnpm links
 * it into shared-ui/node_modules) and its ESM build (the file the package's "exports" serve as its "import").
 */
export {
  I18nextProvider,
  initReactI18next,
  useTranslation,
  // @ts-expect-error: the ESM file has no declaration beside it; the apps import 'react-i18next', which is typed.
} from '../../node_modules/react-i18next/dist/es/index.js';
