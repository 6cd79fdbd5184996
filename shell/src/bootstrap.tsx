import '@aurinko/shared-ui/styles.css';
import { i18next, initI18n, LoadingScreen, normalizeLanguage } from '@aurinko/shared-ui';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { HOME_NAMESPACES, LAYOUT_NAMESPACES } from './locales/first-screen';
import { registerShellNamespaces } from './locales/register';

registerShellNamespaces();

// Fetch the first screen's text chunks while i18next is still starting: a guess at the language from
// the same sources the detector reads first. A wrong guess only costs a few small unused requests.
const isHome = window.location.pathname === '/';
try {
  const guess = normalizeLanguage(
    new URLSearchParams(window.location.search).get('lng') ??
      window.localStorage.getItem('i18nextLng') ??
      navigator.language,
  );
  for (const ns of ['navbar', 'footer', 'shell', ...(isHome ? HOME_NAMESPACES : [])]) {
    void import(`./locales/${guess}/${ns}.json`);
  }
} catch {
  // storage blocked: i18next loads the texts itself
}
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
root.render(<LoadingScreen fullPage />);
void initI18n('common').then(() => {
  // Start the frame's texts (and the home page's, the most common entry) together instead of one by one.
  void i18next.loadNamespaces([...LAYOUT_NAMESPACES, ...(isHome ? HOME_NAMESPACES : [])]);
  root.render(
    <StrictMode>
      <Suspense fallback={<LoadingScreen fullPage />}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Suspense>
    </StrictMode>,
  );
});
