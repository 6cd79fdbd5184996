import '@aurinko/shared-ui/styles.css';
import {
  changeLanguage,
  i18next,
  initI18n,
  isLanguage,
  LoadingScreen,
  normalizeLanguage,
} from '@aurinko/shared-ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, PageRoot } from './App';
import { takeEarlyLanguage } from './early-input';
import { ServerAreaContext, serverAreaIn } from './federation/server-area';
import { FIRST_SCREEN_NAMESPACES, LAYOUT_NAMESPACES } from './locales/first-screen';
import { registerShellNamespaces } from './locales/register';

registerShellNamespaces();

// Fetch the first screen's text chunks while i18next is still starting: a guess at the language from
// the same sources the detector reads first. A wrong guess only costs a few small unused requests.
const pageNamespaces =
  FIRST_SCREEN_NAMESPACES[window.location.pathname.toLowerCase().replace(/\/+$/, '') || '/'] ?? [];
try {
  const guess = normalizeLanguage(
    new URLSearchParams(window.location.search).get('lng') ??
      window.localStorage.getItem('i18nextLng') ??
      navigator.language,
  );
  for (const ns of ['navbar', 'footer', 'shell', ...pageNamespaces]) {
    void import(`./locales/${guess}/${ns}.json`);
  }
} catch {
  // storage blocked: i18next loads the texts itself
}
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// The shell's server may have rendered the first view (shell/src/server.tsx) and says in which language.
const serverLanguage = container.firstElementChild ? container.dataset.language : undefined;
// …and a remote's area with it (its own server's HTML), shown until that remote has loaded (RemoteArea).
const app = (
  <ServerAreaContext value={serverLanguage ? serverAreaIn(container) : undefined}>
    <PageRoot>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PageRoot>
  </ServerAreaContext>
);
let root: Root | undefined;
if (!serverLanguage) {
  root = createRoot(container);
  root.render(<LoadingScreen fullPage />);
}
void initI18n('common').then(async () => {
  // Start the frame's texts (and the page's, when the server renders it whole) together instead of one by one.
  void i18next.loadNamespaces([...LAYOUT_NAMESPACES, ...pageNamespaces]);
  // A language picked in the server's HTML before this ran wins (the page then renders in it, below).
  // Taking it also ends the recording of early presses: React handles them from here on (early-input.ts).
  const taken = takeEarlyLanguage();
  const early = serverLanguage ? taken : undefined;
  if (early && isLanguage(early)) await changeLanguage(early);
  const language = normalizeLanguage(i18next.resolvedLanguage ?? i18next.language);
  // A transition: React renders (and hydrates) in slices, yielding to the browser between them, instead of one long
  // task that blocks input while the whole first page is built.
  startTransition(() => {
    if (serverLanguage === language) {
      // The server's HTML stays on screen and becomes interactive. Should something differ after all, React renders
      // that part again in the browser: worth a warning, not an error page.
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('Server-rendered HTML replaced in the browser:', error),
      });
    } else {
      // No server HTML, or in another language than the visitor's saved choice: render in the browser.
      root ??= createRoot(container);
      root.render(app);
    }
  });
});
