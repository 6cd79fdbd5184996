import '@aurinko/shared-ui/styles.css';
import { initI18n, LoadingScreen } from '@aurinko/shared-ui';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { registerShellNamespaces } from './locales/register';

registerShellNamespaces();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
root.render(<LoadingScreen fullPage />);
void initI18n('common').then(() =>
  root.render(
    <StrictMode>
      <Suspense fallback={<LoadingScreen fullPage />}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Suspense>
    </StrictMode>,
  ),
);
