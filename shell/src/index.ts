import './public-path';
import { recordEarlyInput } from './early-input';
import { SERVER_AREA_ATTRIBUTE } from './federation/area-attribute';

/** A new task: what comes after runs separately from what came before, so neither blocks input for long. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The app starts in several short tasks: the largest modules are evaluated first, one task each, then the app —
// instead of one long task that would block a phone's main thread while the page is being taken over (Lighthouse's
// Total Blocking Time). The federation runtime is not among them: the shell starts it when a page first needs a
// remote (federation/host.ts).
const start = async () => {
  // A page whose remote's area came with the HTML starts the federation runtime once the app is up: fetch it now,
  // beside the app's own chunks, instead of after them (federation/host.ts; remotes.ts imports the same module).
  if (document.querySelector(`[${SERVER_AREA_ATTRIBUTE}]`)) void import('./federation/host');
  await import('react-dom/client');
  await nextTask();
  await import('@aurinko/shared-ui');
  await nextTask();
  await import('./bootstrap');
};

// When the server rendered the page (shared-ui/server/server-render.mjs), its HTML is shown first and the app starts
// once that first paint has reached the screen (the browser's first-contentful-paint entry): the first view never
// waits for JavaScript, and the app's downloads and work do not compete with it. Without paint timing, or in a tab
// that is not being painted, it starts at once; it never waits more than 3 s.
function afterFirstPaint(then: () => void): void {
  const paintTiming = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  if (!paintTiming || document.visibilityState !== 'visible') {
    then();
    return;
  }
  let started = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0);
  });
  const timer = setTimeout(once, 3000);
  function once() {
    if (started) return;
    started = true;
    clearTimeout(timer);
    observer.disconnect();
    then();
  }
  observer.observe({ type: 'paint', buffered: true });
}

if (document.getElementById('root')?.firstElementChild) {
  recordEarlyInput();
  afterFirstPaint(() => void start());
} else {
  void start();
}
