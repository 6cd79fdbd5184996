// @ts-check
/**
 * THE rich text of the studio (issue 33): the editor's structured JSON (TipTap/ProseMirror's document shape), what the
 * API accepts, and the ONE renderer that turns it into HTML for the server-rendered page and the browser alike.
 *
 * - `normalizeRichText(value)`: validates a document against the allow-list below and returns a clean copy (only the
 *   attributes listed kept), or `{error}` naming where it is wrong (an unknown node or mark type, a bad link …). The API
 *   refuses what fails with a 400 naming the field; the renderer renders only what passes.
 * - `richTextToHtml(doc)`: HTML built from the allow-list alone — every text escaped, no attribute copied from the
 *   document except a checked `href`, so no HTML stored in the database ever reaches a page; external links get
 *   `rel="noopener noreferrer"`. The caller sets `dir`/`lang` on the element holding it (RichText in shared-ui).
 * - `plainTextToRichText(text)`: how plain text becomes a document (the migration of the old plain paragraphs, seeds):
 *   blank lines separate paragraphs, single line breaks stay (hardBreak), nothing is lost.
 * - `richTextToPlainText(doc)`: the text alone (search, meta descriptions, reading time, "is it filled?").
 * Plain JavaScript so the API runs it unbundled.
 */
import { isSiteLink } from './links.mjs';

/** Block nodes and what each may hold. `inline`: text, hardBreak. */
const BLOCK = ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote', 'table'];
/** @type {Record<string, readonly string[]>} */
const CHILDREN = {
  doc: BLOCK,
  paragraph: ['text', 'hardBreak'],
  heading: ['text', 'hardBreak'],
  // What the editor's schema lets these hold (TipTap: `block+`; a list item starts with a paragraph in practice).
  blockquote: BLOCK,
  bulletList: ['listItem'],
  orderedList: ['listItem'],
  listItem: BLOCK,
  table: ['tableRow'],
  tableRow: ['tableHeader', 'tableCell'],
  tableHeader: BLOCK,
  tableCell: BLOCK,
  text: [],
  hardBreak: [],
};
/** The node types a document may hold (what the editor offers). */
export const RICH_TEXT_NODES = /** @type {readonly string[]} */ (Object.keys(CHILDREN));
/** The marks text may carry. */
export const RICH_TEXT_MARKS = /** @type {const} */ (['bold', 'italic', 'link']);
/** Heading levels: the page's title is the h1, a section's heading its h2. */
export const HEADING_LEVELS = /** @type {const} */ ([3, 4]);
const MAX_DEPTH = 12;
const MAX_NODES = 5000;

/** @typedef {Record<string, string | number | boolean | null>} RichTextAttrs a node's or mark's attributes */
/** @typedef {{ type: string, attrs?: RichTextAttrs }} RichTextMark */
/**
 * @typedef {{ type: string, text?: string, attrs?: RichTextAttrs, marks?: RichTextMark[],
 *   content?: RichTextNode[] }} RichTextNode
 */
/** @typedef {{ type: 'doc', content: RichTextNode[] }} RichTextDoc The editor's structured JSON (TipTap/ProseMirror's document shape). */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The attributes of a node or mark (none when they are not an object). @param {Record<string, unknown>} node */
const attrsOf = (node) => (isObject(node.attrs) ? node.attrs : {});

/** @param {unknown} type @returns {type is (typeof RICH_TEXT_MARKS)[number]} */
const isMarkType = (type) => RICH_TEXT_MARKS.some((known) => known === type);

/** @param {unknown} level @returns {level is (typeof HEADING_LEVELS)[number]} */
const isHeadingLevel = (level) => HEADING_LEVELS.some((known) => known === level);

/**
 * A link's address: a path of this site, an https/http address or mailto — never javascript:, data:, `//host`.
 * @returns {value is string}
 */
export function isRichTextLink(/** @type {unknown} */ value) {
  if (typeof value !== 'string' || /["'<>`]/.test(value)) return false;
  if (onSite(value)) return true;
  if (/^http:\/\//.test(value)) return isSiteLink(`https://${value.slice(7)}`);
  return /^mailto:[^\s<>"'\\]+@[^\s<>"'\\]+$/.test(value) && value.length <= 320;
}

/** `isSiteLink` of a string, as a plain test (its type guard would leave a string that fails it nothing). @param {string} text @returns {boolean} */
const onSite = (text) => isSiteLink(text);

/** An address leaving the site (it gets rel="noopener noreferrer"). */
export const isExternalLink = (/** @type {string} */ href) => !href.startsWith('/');

/**
 * @param {unknown} value
 * @returns {{doc: RichTextDoc} | {error: string}}
 */
export function normalizeRichText(value) {
  if (!isObject(value) || value.type !== 'doc')
    return { error: 'must be a rich text document ({"type":"doc","content":[…]})' };
  let count = 0;
  /**
   * @param {unknown} node
   * @param {readonly string[]} allowed
   * @param {string} at
   * @param {number} depth
   * @returns {RichTextNode | string}
   */
  const clean = (node, allowed, at, depth) => {
    if (++count > MAX_NODES) return `has more than ${MAX_NODES} nodes`;
    if (depth > MAX_DEPTH) return `nests deeper than ${MAX_DEPTH} levels`;
    if (!isObject(node) || typeof node.type !== 'string') return `${at} is not a node`;
    if (!(node.type in CHILDREN)) return `${at}: unknown node type "${String(node.type).slice(0, 40)}"`;
    if (!allowed.includes(node.type)) return `${at}: a ${node.type} may not be inside this node`;
    /** @type {RichTextNode} */
    const out = { type: node.type };
    if (node.type === 'text') {
      if (typeof node.text !== 'string' || node.text === '') return `${at}: text must be a non-empty string`;
      out.text = node.text;
      if (node.marks !== undefined) {
        if (!Array.isArray(node.marks)) return `${at}: marks must be a list`;
        /** @type {RichTextMark[]} */
        const marks = [];
        for (const [i, mark] of node.marks.entries()) {
          if (!isObject(mark) || !isMarkType(mark.type))
            return `${at}.marks[${i}]: unknown mark type "${String(mark?.type).slice(0, 40)}"`;
          if (marks.some((m) => m.type === mark.type)) continue;
          if (mark.type === 'link') {
            const href = attrsOf(mark).href;
            if (!isRichTextLink(href))
              return `${at}.marks[${i}]: a link must be a path of this site (/…), an http(s) address or mailto:`;
            marks.push({ type: 'link', attrs: { href } });
          } else marks.push({ type: mark.type });
        }
        if (marks.length) out.marks = marks;
      }
      return out;
    }
    if (node.type === 'heading') {
      const level = attrsOf(node).level;
      if (!isHeadingLevel(level)) return `${at}: a heading's level must be ${HEADING_LEVELS.join(' or ')}`;
      out.attrs = { level };
    }
    if (node.type === 'orderedList') {
      const start = attrsOf(node).start;
      if (start !== undefined && start !== null && start !== 1) {
        if (typeof start !== 'number' || !Number.isInteger(start) || start < 0 || start > 100_000)
          return `${at}: start must be a whole number`;
        out.attrs = { start };
      }
    }
    if (node.type === 'tableCell' || node.type === 'tableHeader') {
      for (const key of ['colspan', 'rowspan']) {
        const span = attrsOf(node)[key];
        if (span === undefined || span === null || span === 1) continue;
        if (typeof span !== 'number' || !Number.isInteger(span) || span < 1 || span > 50)
          return `${at}: ${key} must be 1 to 50`;
        out.attrs = { ...out.attrs, [key]: span };
      }
    }
    if (node.content !== undefined && !Array.isArray(node.content)) return `${at}: content must be a list`;
    const children = node.content ?? [];
    if (children.length === 0 && !['paragraph', 'heading', 'hardBreak'].includes(node.type))
      return `${at}: a ${node.type} must not be empty`;
    if (node.type === 'hardBreak' && children.length) return `${at}: a hardBreak holds nothing`;
    if (children.length) {
      /** @type {RichTextNode[]} */
      const content = [];
      for (const [i, child] of children.entries()) {
        const result = clean(child, CHILDREN[node.type] ?? [], `${at}.content[${i}]`, depth + 1);
        if (typeof result === 'string') return result;
        content.push(result);
      }
      out.content = content;
    }
    return out;
  };
  const doc = value;
  if (!Array.isArray(doc.content)) return { error: 'content must be a list' };
  /** @type {RichTextNode[]} */
  const content = [];
  for (const [i, child] of doc.content.entries()) {
    const result = clean(child, BLOCK, `content[${i}]`, 1);
    if (typeof result === 'string') return { error: result };
    content.push(result);
  }
  return { doc: { type: 'doc', content } };
}

/** The document of an empty editor (a language without text). */
export const EMPTY_RICH_TEXT = Object.freeze({ type: 'doc', content: Object.freeze([]) });

/** @param {unknown} value @returns {value is RichTextDoc} */
export function isRichText(value) {
  return 'doc' in normalizeRichText(value);
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** @param {RichTextNode} node @returns {string} */
function textHtml(node) {
  let html = escapeHtml(node.text ?? '');
  const marks = node.marks ?? [];
  if (marks.some((m) => m.type === 'bold')) html = `<strong>${html}</strong>`;
  if (marks.some((m) => m.type === 'italic')) html = `<em>${html}</em>`;
  const link = marks.find((m) => m.type === 'link');
  const href = link?.attrs?.href;
  if (typeof href === 'string' && isRichTextLink(href))
    html = isExternalLink(href)
      ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${html}</a>`
      : `<a href="${escapeHtml(href)}">${html}</a>`;
  return html;
}

/** @type {Record<string, string>} the element of each node (text and hardBreak apart) */
const TAGS = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  table: 'table',
  tableRow: 'tr',
  tableHeader: 'th',
  tableCell: 'td',
};

/** @param {RichTextNode} node @returns {string} */
function nodeHtml(node) {
  const inner = () => (node.content ?? []).map(nodeHtml).join('');
  switch (node.type) {
    case 'text':
      return textHtml(node);
    case 'hardBreak':
      return '<br>';
    case 'heading': {
      const level = HEADING_LEVELS.some((known) => known === node.attrs?.level) ? node.attrs?.level : 3;
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'orderedList': {
      const start = attrsOf(node).start;
      return Number.isInteger(start) && start !== 1
        ? `<ol start="${Number(start)}">${inner()}</ol>`
        : `<ol>${inner()}</ol>`;
    }
    case 'table':
      // Its own scrolling box on a narrow screen, reachable by keyboard.
      return `<div class="rich-text-table" tabindex="0"><table><tbody>${inner()}</tbody></table></div>`;
    case 'tableHeader':
    case 'tableCell': {
      const tag = TAGS[node.type];
      const spans = ['colspan', 'rowspan']
        .filter((key) => Number.isInteger(node.attrs?.[key]) && Number(node.attrs?.[key]) > 1)
        .map((key) => ` ${key}="${Number(node.attrs?.[key])}"`)
        .join('');
      const scope = node.type === 'tableHeader' ? ' scope="col"' : '';
      return `<${tag}${scope}${spans}>${inner()}</${tag}>`;
    }
    default: {
      const tag = TAGS[node.type];
      return tag ? `<${tag}>${inner()}</${tag}>` : '';
    }
  }
}

/**
 * THE renderer: a document as safe HTML (an invalid one renders as nothing; the API never stores one).
 * @param {unknown} value
 */
export function richTextToHtml(value) {
  const result = normalizeRichText(value);
  if (!('doc' in result)) return '';
  return result.doc.content.map(nodeHtml).join('');
}

/** @param {RichTextNode} node @returns {string} */
function nodeText(node) {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const separator = [
    'doc',
    'bulletList',
    'orderedList',
    'blockquote',
    'listItem',
    'table',
    'tableHeader',
    'tableCell',
  ].includes(node.type)
    ? '\n'
    : node.type === 'tableRow'
      ? '\t'
      : '';
  return (node.content ?? []).map(nodeText).join(separator);
}

/**
 * The document's text alone, blocks separated by line breaks ('' for anything that is not a document).
 * @param {unknown} value
 */
export function richTextToPlainText(value) {
  if (!isObject(value) || !Array.isArray(value.content)) return '';
  return /** @type {RichTextNode[]} */ (value.content).map(nodeText).join('\n\n');
}

/** True when a document holds no text (an empty editor). @param {unknown} value */
export function isRichTextEmpty(value) {
  return !/\S/.test(richTextToPlainText(value));
}

/**
 * Plain text as a document, without loss: paragraphs split on blank lines, line breaks inside one kept as hardBreaks.
 * @param {string} text
 * @returns {RichTextDoc}
 */
export function plainTextToRichText(text) {
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  return {
    type: 'doc',
    content: paragraphs
      .filter((paragraph) => /\S/.test(paragraph))
      .map((paragraph) => {
        /** @type {RichTextNode[]} */
        const content = [];
        paragraph
          .replace(/^\n+|\n+$/g, '')
          .split('\n')
          .forEach((line, i) => {
            if (i > 0) content.push({ type: 'hardBreak' });
            if (line) content.push({ type: 'text', text: line });
          });
        return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
      }),
  };
}

/**
 * The old blog section's paragraphs (a list of plain texts) as one document: one paragraph each.
 * @param {string[]} paragraphs
 * @returns {RichTextDoc}
 */
export function paragraphsToRichText(paragraphs) {
  return {
    type: 'doc',
    content: paragraphs.flatMap((paragraph) => plainTextToRichText(paragraph).content),
  };
}
