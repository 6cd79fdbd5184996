import { recordEarlyInput } from './early-input';

// Async boundary: lets Module Federation negotiate shared singletons before any app code runs.
// When the server rendered the page (shared-ui/server/server-render.mjs), its HTML is painted first and the app
// starts right after that frame: the first view never waits for JavaScript, and the app's downloads do not compete
// with the page's stylesheets and font for the first paint.
const start = () => import('./bootstrap');
if (document.getElementById('root')?.firstElementChild) {
  recordEarlyInput();
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
}
