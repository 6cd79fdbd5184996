// What a visitor does on the server-rendered page before the app's scripts have arrived (seconds on a slow phone):
// this small script, loaded `async` from the head, records the buttons pressed (and links in a remote's area) and the
// language chosen, so the app
// replays them once it has taken the page over (shell/src/early-input.ts reads `window.__aurinkoEarlyInput`).
// Plain script, not part of the bundle: it must be on the page long before the app is.
(() => {
  if (window.__aurinkoEarlyInput) return;
  const state = { presses: [], areaPresses: [], language: undefined, stopped: false };
  window.__aurinkoEarlyInput = state;
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      // In a remote's server-rendered area (a photo's link that opens a viewer, a button), a press waits for that
      // remote — also after the frame is the app's, until the remote has the area (it removes the marker) and
      // presses it again (shell/src/federation/RemoteArea.tsx): held here, neither followed as plain HTML nor lost.
      const held = event.target.closest('[data-remote-area] a[href], [data-remote-area] button');
      if (held && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
        event.preventDefault();
        event.stopPropagation();
        state.areaPresses = [...(state.areaPresses || []), held].slice(-4);
        return;
      }
      if (state.stopped) return;
      const button = event.target.closest('button');
      // A submit button posts its form as plain HTML; only the buttons the app gives a meaning to are replayed.
      if (!button || button.type === 'submit' || button.disabled) return;
      state.presses = [...state.presses, button].slice(-4);
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      const target = event.target;
      if (!state.stopped && target instanceof HTMLSelectElement && target.name === 'lng')
        state.language = target.value;
    },
    true,
  );
})();
