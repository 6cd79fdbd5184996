/**
 * What a visitor does on the server-rendered page before the app has taken it over (its scripts are still on the
 * way, seconds on a slow phone): links are plain links and work, but a choice in the language selector or a press of
 * a button (the menu's Divisions, Media, the phone menu) would be lost — the button has no handler yet. A small plain
 * script loaded `async` from the head (shell/public/early-input.js) records both from the start; should it not have
 * run, the entry records from when it runs (index.ts). The bootstrap applies the language before it hydrates or
 * renders (bootstrap.tsx) and stops recording as it hands the page to React, which handles presses from then on; the
 * presses are replayed, in order, once the frame is hydrated (SiteLayout's first effect, `markInteractive`), on the
 * same buttons — hydration keeps the server's elements — or, when the page was rendered afresh, on the button with
 * the same `aria-controls`/`id`.
 */
import { SERVER_AREA_ATTRIBUTE } from './federation/area-attribute';

interface EarlyInput {
  /** Buttons pressed, and links followed in a remote's server-rendered area (held: they wait for the remote). */
  presses: Array<HTMLButtonElement | HTMLAnchorElement>;
  language: string | undefined;
  stopped: boolean;
}

declare global {
  interface Window {
    __aurinkoEarlyInput?: EarlyInput;
  }
}

const MAX_PRESSES = 4;
let replayed = false;

function onChange(event: Event): void {
  const state = window.__aurinkoEarlyInput;
  const target = event.target;
  if (state && !state.stopped && target instanceof HTMLSelectElement && target.name === 'lng') {
    state.language = target.value;
  }
}

function onClick(event: MouseEvent): void {
  const state = window.__aurinkoEarlyInput;
  if (!state || state.stopped || !(event.target instanceof Element)) return;
  const link = event.target.closest<HTMLAnchorElement>(`[${SERVER_AREA_ATTRIBUTE}] a[href]`);
  if (link && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
    state.presses = [...state.presses, link].slice(-MAX_PRESSES);
    return;
  }
  const button = event.target.closest('button');
  if (!button || button.type === 'submit' || button.disabled) return;
  state.presses = [...state.presses, button].slice(-MAX_PRESSES);
}

/** Records from now on, unless the early script already does. */
export function recordEarlyInput(): void {
  if (window.__aurinkoEarlyInput) return;
  window.__aurinkoEarlyInput = { presses: [], language: undefined, stopped: false };
  document.addEventListener('change', onChange, true);
  document.addEventListener('click', onClick, true);
}

/** The app takes the page over now (hydrateRoot/createRoot): presses and choices from here on are React's. */
function stopRecording(): EarlyInput | undefined {
  const state = window.__aurinkoEarlyInput;
  if (state) state.stopped = true;
  document.removeEventListener('change', onChange, true);
  document.removeEventListener('click', onClick, true);
  return state;
}

/** The language chosen before the app ran, if any; stops recording (the app handles the page from now on). */
export function takeEarlyLanguage(): string | undefined {
  return stopRecording()?.language;
}

/** The element now in the page standing for `button` pressed on the server's HTML, if any. */
function counterpart(button: HTMLButtonElement | HTMLAnchorElement): HTMLElement | null {
  if (button.isConnected) return button;
  const controls = button.getAttribute('aria-controls');
  if (controls) return document.querySelector(`button[aria-controls="${CSS.escape(controls)}"]`);
  return button.id ? document.querySelector(`button#${CSS.escape(button.id)}`) : null;
}

/** Presses in a remote's server-rendered area, waiting for that remote to take the area over. */
let areaPresses: HTMLElement[] = [];

/**
 * Presses the buttons pressed before the app ran (once, when the frame is hydrated); those in a remote's area still
 * waiting for its remote are kept for it (takeAreaPresses).
 */
export function replayEarlyPresses(): void {
  if (replayed) return;
  replayed = true;
  const presses = stopRecording()?.presses ?? [];
  if (window.__aurinkoEarlyInput) window.__aurinkoEarlyInput.presses = [];
  for (const pressed of presses) {
    if (pressed.closest(`[${SERVER_AREA_ATTRIBUTE}]`)) {
      areaPresses = [...areaPresses, pressed];
      continue;
    }
    const now = counterpart(pressed);
    if (now && !(now instanceof HTMLButtonElement && now.disabled)) now.click();
  }
}

/** The presses made in a remote's area before the app ran, for the area to replay once its remote has it. */
export function takeAreaPresses(): HTMLElement[] {
  const presses = areaPresses;
  areaPresses = [];
  return presses;
}
