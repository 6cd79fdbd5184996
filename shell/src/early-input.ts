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
  /** Buttons pressed before the app ran. */
  presses: HTMLButtonElement[];
  /** Links and buttons pressed in a remote's server-rendered area, held until that remote has the area. */
  areaPresses?: HTMLElement[];
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
  if (!state || !(event.target instanceof Element)) return;
  const held = event.target.closest<HTMLElement>(
    `[${SERVER_AREA_ATTRIBUTE}] a[href], [${SERVER_AREA_ATTRIBUTE}] button`,
  );
  if (held && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
    event.stopPropagation();
    state.areaPresses = [...(state.areaPresses ?? []), held].slice(-MAX_PRESSES);
    return;
  }
  if (state.stopped) return;
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
  // The click listener stays: it holds presses in a remote's area until that remote has it (takeAreaPresses).
  document.removeEventListener('change', onChange, true);
  return state;
}

/** The language chosen before the app ran, if any; stops recording (the app handles the page from now on). */
export function takeEarlyLanguage(): string | undefined {
  return stopRecording()?.language;
}

/** The element now in the page standing for `button` pressed on the server's HTML, if any. */
function counterpart(button: HTMLButtonElement): HTMLButtonElement | null {
  if (button.isConnected) return button;
  const controls = button.getAttribute('aria-controls');
  if (controls) return document.querySelector(`button[aria-controls="${CSS.escape(controls)}"]`);
  return button.id ? document.querySelector(`button#${CSS.escape(button.id)}`) : null;
}

/**
 * Presses the buttons pressed before the app ran (once, when the frame is hydrated); those in a remote's area still
 * waiting for its remote were held apart (takeAreaPresses).
 */
export function replayEarlyPresses(): void {
  if (replayed) return;
  replayed = true;
  const presses = stopRecording()?.presses ?? [];
  if (window.__aurinkoEarlyInput) window.__aurinkoEarlyInput.presses = [];
  for (const button of presses) {
    const now = counterpart(button);
    if (now && !now.disabled) now.click();
  }
}

/** The presses held in a remote's area until now, for the area to press again once its remote has it. */
export function takeAreaPresses(): HTMLElement[] {
  const state = window.__aurinkoEarlyInput;
  const presses = state?.areaPresses ?? [];
  if (state) state.areaPresses = [];
  return presses;
}
