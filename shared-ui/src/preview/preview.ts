/** The query parameter that asks the API for an admin's preview of drafts (see the API's studio drafts). */
export const PREVIEW_PARAM = 'preview';

/** Whether an address's query string asks for a draft preview (`?preview=1`). */
export const asksForPreview = (search: string): boolean =>
  new URLSearchParams(search).get(PREVIEW_PARAM) === '1';

/** Whether the page itself was opened as a preview: the API client then forwards `preview=1` on its reads. */
export function isPreviewPage(): boolean {
  return typeof window !== 'undefined' && asksForPreview(window.location.search);
}
