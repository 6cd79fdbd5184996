// Contract helpers the core already carries (ResponsiveImage, RichText), handed to the division page set
// (@aurinko/division-pages, which imports them from here): a remote then uses the shell's copy instead of bundling
// its own (2.4 KB gzip on every division page).
export { IMAGE_SIZES } from '@aurinko/contract/image-variants';
export { isSiteLink, isSitePath } from '@aurinko/contract/links';
export { isRichTextEmpty, richTextToPlainText } from '@aurinko/contract/rich-text';
export {
  type ApiData,
  ApiError,
  type ApiSchema,
  api,
  apiClient,
  apiHref,
  CSRF_HEADER,
  CSRF_VALUE,
  http,
  REQUEST_TIMEOUT_MS,
  toApiError,
  UPLOAD_TIMEOUT_MS,
  type UploadProgress,
  upload,
} from './api/client';
export type { paths as ApiPaths } from './api/openapi-types';
export { type ApiRead, type ApiReadOptions, type ApiState, useApi } from './api/use-api';
export { BidiText, Ltr } from './bidi/BidiText';
export { hasRtl, ltrRuns, type TextPiece } from './bidi/bidi';
export { useModalDialog } from './dialog/use-modal-dialog';
export { closeOnFocusOut } from './disclosure/close-on-focus-out';
export {
  changeLanguage,
  claimNamespaces,
  createRenderI18n,
  DETECTION,
  i18next,
  initI18n,
  type NamespaceLoader,
  registerNamespaces,
  SHARED_NAMESPACES,
} from './i18n/i18n';
export { LanguageSelect } from './i18n/LanguageSelect';
export {
  currentLanguage,
  directionOf,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  normalizeLanguage,
} from './i18n/languages';
export * from './icons/icons';
export { type FocalPoint, focalPointStyle } from './images/focal-point';
export {
  imageUrlForWidth,
  ResponsiveImage,
  type ResponsiveImageProps,
} from './images/ResponsiveImage';
export { Button, Card, Cluster, Container, cx, Grid, Section, Stack } from './layout/primitives';
export { lazyWithRetry, retryFailedImports } from './lazy/lazy-with-retry';
export { LoadingScreen } from './loading/LoadingScreen';
export { usePageMeta } from './meta/usePageMeta';
export {
  type LocalNav,
  type LocalNavGroup,
  type LocalNavLink,
  RenderedForHost,
  useDeclareHostMenu,
  useHostMenu,
  usePublishLocalNav,
  useRenderedForHost,
  useSiteNavigation,
} from './navigation/site-navigation';
export { PreviewBanner } from './preview/PreviewBanner';
export { asksForPreview, isPreviewPage, PREVIEW_PARAM } from './preview/preview';
export {
  type BuildInfo,
  buildInfoUrl,
  type FederationManifest,
  type ManifestShared,
  PROBE_TIMEOUT_MS,
  type Probe,
  probeJson,
  type RemoteMap,
  type RemoteMapEntry,
  remoteMap,
  type SharedInUse,
  sharedUsedBy,
  shareScopeUsage,
} from './release/release-info';
export { RichText } from './rich-text/RichText';
export { isAdmin, type SessionUser, useSession } from './session/session-store';
export { StandaloneRemote } from './standalone/StandaloneRemote';
export { loadVisitorTotals, VisitorCounter, type VisitorTotals } from './visitors/VisitorCounter';
