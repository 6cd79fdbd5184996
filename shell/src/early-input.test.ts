// @vitest-environment jsdom

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayEarlyPresses, takeAreaPresses, takeEarlyLanguage } from './early-input';

/**
 * The early recorder (public/early-input.js, loaded from the head) and the app's side (early-input.ts): presses and a
 * language chosen on the server's HTML before the app runs are replayed / applied once, and only those.
 */
describe('input before the app takes the page over', () => {
  const pressedBy: string[] = [];

  beforeAll(() => {
    document.body.innerHTML = `
      <button type="button" id="menu" aria-controls="panel">Divisions</button>
      <div data-remote-area="veterinary"><a id="photo" href="/photo.webp" target="_blank">Open photo</a></div>
      <form><button type="submit" id="send">Send</button></form>
      <select name="lng"><option value="en">English</option><option value="ar">العربية</option></select>`;
    // The early script, as the page runs it (a plain script).
    const script = readFileSync(path.join(import.meta.dirname, '../public/early-input.js'), 'utf8');
    new Function(script)();
  });

  it('records the buttons pressed and the language chosen, and hands them over once', () => {
    const menu = document.getElementById('menu') as HTMLButtonElement;
    menu.click();
    // A submit button posts its form as HTML: not recorded.
    document.getElementById('send')?.addEventListener('click', (event) => event.preventDefault());
    (document.getElementById('send') as HTMLButtonElement).click();
    const select = document.querySelector('select') as HTMLSelectElement;
    select.value = 'ar';
    select.dispatchEvent(new Event('change', { bubbles: true }));

    // A link in a remote's server-rendered area (a photo that opens a viewer once the remote runs) is held, not
    // followed as plain HTML (a new tab).
    const photo = document.getElementById('photo') as HTMLAnchorElement;
    const followed = photo.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
    );
    expect(followed).toBe(false);

    expect(takeEarlyLanguage()).toBe('ar');
    // After the hand-over (hydration starts), presses are React's: not recorded.
    menu.click();

    // The app's handler exists now; the replay presses the button once (the press before the hand-over only).
    menu.addEventListener('click', () => pressedBy.push('app'));
    photo.addEventListener('click', () => pressedBy.push('photo'));
    replayEarlyPresses();
    expect(pressedBy).toEqual(['app']);
    // The area's press waits for its remote: the area takes it (once) and presses it when the remote has the area.
    expect(takeAreaPresses()).toEqual([photo]);
    expect(takeAreaPresses()).toEqual([]);
    // Once only.
    replayEarlyPresses();
    expect(pressedBy).toEqual(['app']);
  });
});
