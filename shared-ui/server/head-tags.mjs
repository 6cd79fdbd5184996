// @ts-check
/**
 * The head of a page as crawlers and link previews read it: `<html lang dir>`, title, description, robots, canonical
 * URL, hreflang alternates, Open Graph and Twitter tags, JSON-LD — written into the shell's index.html.
 */

/** @typedef {import('./seo-routes.mjs').Manifest} Manifest @typedef {import('./seo-routes.mjs').Page} Page */

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside `<script type="application/ld+json">`: nothing in it can close the element or open a comment. */
export function jsonForScript(/** @type {unknown} */ value) {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The shell's index.html with this page's head.
 * @param {string} html @param {Manifest} shell @param {string} lng @param {number} status
 * @param {{ title: string, description: string, image: string, type: string, noindex: boolean, canonical?: string, url?: string, jsonLd: unknown[], alternates?: Array<{ hreflang: string, href: string }> }} head
 * @returns {Page}
 */
export function renderHead(html, shell, lng, status, head) {
  const dir = shell.directions?.[lng] ?? 'ltr';
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...(head.alternates ?? []).map(
      (alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}" />`,
    ),
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(shell.site?.[lng]?.name ?? '')}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    head.url && !head.noindex
      ? `<meta property="og:url" content="${escapeHtml(head.canonical ?? head.url)}" />`
      : '',
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(head.image)}" />`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].filter(Boolean);
  const out = html
    .replace(/<html\b[^>]*>/i, `<html lang="${lng}" dir="${dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/i, `<meta name="description" content="${description}" />`)
    .replace(/<\/head>/i, `${tags.join('\n')}\n</head>`);
  return { status, html: out };
}
