import { useSession } from '@aurinko/shared-ui';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Unmount first, then take the fake API away (installFakeApi stubs fetch and Request): a screen still mounted when
// the stubs go would send a request that a browser-less Request refuses (a relative URL), failing the test.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Screens are rendered as a signed-in admin unless a test signs in otherwise (renderDashboard asks the fake API).
beforeEach(() => useSession.setState({ status: 'signed-in', user: { name: 'chief', role: 'admin' } }));

// The suite shares two cores with other work: a lazy screen may take more than the default second to appear.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out: ProseMirror (the studio's rich text editor) measures the selection to scroll it into view
// and to map coordinates. Empty rectangles stand in, as a browser with no layout would give.
const noRects = () => Object.assign([] as unknown as DOMRectList, { item: () => null });
const emptyRect = () => new DOMRect(0, 0, 0, 0);
for (const prototype of [Range.prototype, Element.prototype, Text.prototype] as unknown as Array<
  Record<string, unknown>
>) {
  prototype.getClientRects ??= noRects;
  prototype.getBoundingClientRect ??= emptyRect;
}
document.elementFromPoint ??= () => null;
