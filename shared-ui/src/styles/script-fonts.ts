import type { Language } from '../i18n/languages';

/**
 * The font faces of a script whose declarations are too heavy for every page (see fonts.css), fetched the first
 * time the page is in that language: its first-view faces at once (a page the server renders in it links them
 * already), the full family once the page has loaded and the browser is idle, so its files never compete with the
 * first view (issue 36). Latin, Cyrillic and Arabic are declared in fonts.css.
 *
 * The full family takes over in one step. Its faces are declared (`rest`) while no font stack names it yet; the
 * slices the page's text falls in are loaded together, and only then does `data-fonts-rest` on <html> put the family
 * in the stack (tokens.css) — one restyle and one layout with every slice at hand. Listed in the stack from the
 * start, each of a Korean page's ~13 slices re-shaped the syllables it covers as it arrived: a 100–150 ms layout
 * task apiece on a phone, after the load. Text that comes later (another page in the app) fetches its slices as the
 * browser finds it needs them.
 */
interface ScriptFonts {
  first: () => Promise<unknown>;
  rest: () => Promise<unknown>;
  /** The full family's name in its @font-face rules. */
  family: string;
  /** The characters the full family draws in the stack (the others come from faces ahead of it). */
  script: RegExp;
}

const SCRIPT_FONTS: Partial<Record<Language, ScriptFonts>> = {
  ko: {
    first: () => import('./fonts-ko.css'),
    rest: () => import('./fonts-ko-rest.css'),
    family: 'Noto Sans KR Variable',
    // Hangul jamo, compatibility jamo, extended jamo and syllables; CJK punctuation and full-width forms.
    script: /[\u1100-\u11ff\u3000-\u303f\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff\uff00-\uffef]/gu,
  },
};

/** How long the slices may take before the family goes into the stack anyway (the rest then swap in one by one). */
const TAKE_OVER_BUDGET_MS = 8000;

export const FONTS_REST_ATTRIBUTE = 'data-fonts-rest';

const requested = new Set<Language>();

/** Runs `task` after the window's load event, when the browser is idle (at most 2 s later). */
function afterLoad(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 0);
  if (typeof document === 'undefined' || document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** A FontFace's unicode-range ("U+ac00-ac0f, U+3131, U+4??") as [first, last] code points. */
export function parseUnicodeRange(range: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const part of range.split(',')) {
    const token = part.trim().replace(/^u\+/i, '');
    if (token === '') continue;
    const [low = '', high = low] = token.includes('?')
      ? [token.replace(/\?/g, '0'), token.replace(/\?/g, 'f')]
      : token.split('-');
    const first = Number.parseInt(low, 16);
    const last = Number.parseInt(high, 16);
    if (Number.isFinite(first) && Number.isFinite(last)) spans.push([first, last]);
  }
  return spans;
}

/** The faces of `fonts` in `family` whose unicode-range holds one of `codePoints`. */
export function facesFor(fonts: Iterable<FontFace>, family: string, codePoints: Set<number>): FontFace[] {
  const needed: FontFace[] = [];
  for (const face of fonts) {
    if (face.family.replace(/^["']|["']$/g, '') !== family) continue;
    const spans = parseUnicodeRange(face.unicodeRange);
    const covers = (code: number) => spans.some(([first, last]) => code >= first && code <= last);
    for (const code of codePoints) {
      if (covers(code)) {
        needed.push(face);
        break;
      }
    }
  }
  return needed;
}

/** The page's text: its title and every text node of the body outside scripts and style sheets. */
function* pageTexts(): Generator<string> {
  yield document.title;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('script, style, template')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) yield node.nodeValue ?? '';
}

/** Loads the full family's slices the page's text needs, then lets the stack use the family. */
async function takeOver(fonts: ScriptFonts): Promise<void> {
  const codePoints = new Set<number>();
  for (const text of pageTexts())
    for (const [character] of text.matchAll(fonts.script)) codePoints.add(character.codePointAt(0) ?? 0);
  const faces = facesFor(document.fonts, fonts.family, codePoints);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(faces.map((face) => face.load())),
    new Promise((resolve) => {
      timer = setTimeout(resolve, TAKE_OVER_BUDGET_MS);
    }),
  ]);
  clearTimeout(timer);
  document.documentElement.setAttribute(FONTS_REST_ATTRIBUTE, '');
}

export function loadScriptFonts(language: Language): void {
  const fonts = SCRIPT_FONTS[language];
  if (!fonts || requested.has(language)) return;
  requested.add(language);
  fonts
    .first()
    .then(() =>
      afterLoad(
        () =>
          void fonts
            .rest()
            .then(() => takeOver(fonts))
            .catch(() => requested.delete(language)),
      ),
    )
    .catch(() => requested.delete(language));
}
