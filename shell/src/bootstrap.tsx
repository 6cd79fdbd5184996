import '@aurinko/shared-ui/styles.css';
import { i18next, initI18n, LoadingScreen } from '@aurinko/shared-ui';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { LAYOUT_NAMESPACES, registerShellNamespaces } from './locales/register';

registerShellNamespaces();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
root.render(<LoadingScreen fullPage />);
void initI18n('common').then(() => {
  // Start the frame's texts (and the home page's, the most common entry) together instead of one by one.
  const first = window.location.pathname === '/' ? ['home', 'home_parts', 'home_part3'] : [];
  void i18next.loadNamespaces([...LAYOUT_NAMESPACES, ...first]);
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
