/**
 * The site's one visual system for pictures nobody has photographed yet: duotone scenes drawn from parameters
 * (a scene, a palette, a seed text, a size) — microscopy and molecular textures, layered field and herd
 * landscapes, lab benches, exhibition halls. Deterministic: the same parameters give the same SVG byte for byte,
 * so a seeded picture is rendered once per storage and a different seed text gives a different picture. No words.
 *
 * Used by the API's seeds (rendered to WebP) and by the shell's bundled illustrations
 * (`shell/scripts/draw-illustrations.mjs` writes them). Plain JavaScript, no dependencies.
 */

/** @typedef {'microscopy' | 'molecular' | 'field' | 'herd' | 'lab' | 'hall'} ArtScene */
/** @typedef {'human' | 'veterinary' | 'agriculture' | 'company' | 'yeppuen' | 'ayush'} ArtPaletteName */
/** @typedef {'human' | 'veterinary' | 'agriculture' | 'company'} SceneDivision */
/** @typedef {{ ink: string, deep: string, base: string, mid: string, soft: string, pale: string, mist: string }} Ramp */
/**
 * One picture: `scene`; `color` a palette base colour (`#rrggbb`), e.g. one of ART_PALETTES; `seed` any text (the
 * page, post or product the picture belongs to); `width` × `height` in px; `play` a play mark in the centre (video
 * posters).
 * @typedef {{ scene: ArtScene, color: string, seed: string, width: number, height: number, play?: boolean }} ArtworkOptions
 */
/** @typedef {() => number} Random a deterministic source of numbers in [0, 1) */
/** @typedef {[x: number, y: number]} Point */
/** @typedef {{ defs: string, body: string }} Drawing */

/**
 * The palette base of each division and of the company frame (the site's CSS colours of the same names).
 * @type {Readonly<Record<ArtPaletteName, string>>}
 */
export const ART_PALETTES = {
  human: '#0e7490',
  veterinary: '#b45309',
  agriculture: '#15803d',
  company: '#0b6b6b',
  yeppuen: '#be185d',
  ayush: '#4d7c0f',
};

/**
 * Scenes that suit each division, for pages that only know their division.
 * @type {Readonly<Record<SceneDivision, readonly [ArtScene, ...ArtScene[]]>>}
 */
export const DIVISION_SCENES = {
  human: ['microscopy', 'molecular', 'lab'],
  veterinary: ['herd', 'microscopy', 'lab'],
  agriculture: ['field', 'molecular', 'lab'],
  company: ['molecular', 'lab', 'microscopy'],
};

/** @type {readonly ArtScene[]} */
export const SCENES = ['microscopy', 'molecular', 'field', 'herd', 'lab', 'hall'];

// ---- Deterministic randomness and colour -------------------------------------------------------------------

/** @param {string} seedText @returns {Random} */
function random(seedText) {
  let h = 2166136261;
  for (let i = 0; i < seedText.length; i++) h = Math.imul(h ^ seedText.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {string} hex @returns {[number, number, number]} */
const rgb = (hex) => {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
/** @param {readonly [number, number, number]} rgb @returns {string} */
const hexOf = ([r, g, b]) =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** `a` moved towards `b` by `t` (0…1). @param {string} a @param {string} b @param {number} t @returns {string} */
export function mix(a, b, t) {
  const x = rgb(a);
  const y = rgb(b);
  /** @param {number} c @param {number} d */
  const step = (c, d) => c + (d - c) * t;
  return hexOf([step(x[0], y[0]), step(x[1], y[1]), step(x[2], y[2])]);
}

/** The duotone ramp of a base colour: from ink (deepest) to mist (palest). @param {string} base @returns {Ramp} */
export function ramp(base) {
  const ink = '#0b1320';
  return {
    ink: mix(base, ink, 0.62),
    deep: mix(base, ink, 0.35),
    base,
    mid: mix(base, '#ffffff', 0.3),
    soft: mix(base, '#ffffff', 0.58),
    pale: mix(base, '#ffffff', 0.8),
    mist: mix(base, '#ffffff', 0.92),
  };
}

/** @param {number} n */
const f = (n) => (Math.round(n * 10) / 10).toString();
/** @param {Random} r @param {number} a @param {number} b */
const between = (r, a, b) => a + r() * (b - a);

/**
 * The point at `i` (within the list: the loops below never leave it).
 * @param {readonly Point[]} points @param {number} i @returns {Point}
 */
function pointAt(points, i) {
  const point = points[i];
  if (!point) throw new Error(`No point ${i} of ${points.length}`);
  return point;
}

/** A smooth closed band from the left edge to the right edge through `points`, down to the bottom.
 * @param {readonly Point[]} points @param {number} W @param {number} H @returns {string} */
function ridge(points, W, H) {
  let d = `M0 ${f(pointAt(points, 0)[1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = pointAt(points, i - 1);
    const [x1, y1] = pointAt(points, i);
    const cx = (x0 + x1) / 2;
    d += ` C${f(cx)} ${f(y0)} ${f(cx)} ${f(y1)} ${f(x1)} ${f(y1)}`;
  }
  return `${d} L${W} ${H} L0 ${H}Z`;
}

/** @param {Random} r @param {number} W @param {number} base @param {number} amplitude @param {number} count @returns {Point[]} */
function ridgePoints(r, W, base, amplitude, count) {
  return Array.from({ length: count + 1 }, (_, i) => [(W * i) / count, base + (r() - 0.5) * 2 * amplitude]);
}

/** y of the ridge at x (linear between points: good enough to stand things on it).
 * @param {readonly Point[]} points @param {number} x @returns {number} */
function heightAt(points, x) {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = pointAt(points, i - 1);
    const [x1, y1] = pointAt(points, i);
    if (x <= x1) {
      const t = (x - x0) / (x1 - x0 || 1);
      const s = t * t * (3 - 2 * t);
      return y0 + (y1 - y0) * s;
    }
  }
  return pointAt(points, points.length - 1)[1];
}

// ---- Scenes ---------------------------------------------------------------------------------------------------

/** @param {Random} r @param {Ramp} c @param {number} W @param {number} H @returns {Drawing} */
function microscopy(r, c, W, H) {
  const dark = r() < 0.55;
  const S = Math.min(W, H);
  const back = dark
    ? `<radialGradient id='bg' cx='.4' cy='.45' r='.8'><stop offset='0' stop-color='${c.deep}'/><stop offset='1' stop-color='${c.ink}'/></radialGradient>`
    : `<radialGradient id='bg' cx='.5' cy='.45' r='.75'><stop offset='0' stop-color='${c.mist}'/><stop offset='1' stop-color='${c.soft}'/></radialGradient>`;
  const cellTone = dark ? c.soft : c.mid;
  const defs = `${back}<radialGradient id='cell'><stop offset='0' stop-color='${cellTone}' stop-opacity='.1'/><stop offset='.78' stop-color='${cellTone}' stop-opacity='.35'/><stop offset='1' stop-color='${cellTone}' stop-opacity='.85'/></radialGradient><radialGradient id='blur'><stop offset='0' stop-color='${dark ? c.mid : c.base}' stop-opacity='.35'/><stop offset='1' stop-color='${dark ? c.mid : c.base}' stop-opacity='0'/></radialGradient>`;
  let body = `<rect width='${W}' height='${H}' fill='url(#bg)'/>`;
  for (let i = 0; i < 5; i++)
    body += `<circle cx='${f(r() * W)}' cy='${f(r() * H)}' r='${f(between(r, 0.25, 0.5) * S)}' fill='url(#blur)'/>`;
  const count = Math.round(between(r, 12, 20) * (W / H > 2 ? 1.6 : 1));
  for (let i = 0; i < count; i++) {
    const x = r() * W;
    const y = r() * H;
    const rx = between(r, 0.05, 0.13) * S;
    const ry = rx * between(r, 0.65, 1);
    const turn = Math.round(r() * 180);
    const nucleus = rx * between(r, 0.22, 0.34);
    // fill-opacity, not opacity: an element's or group's opacity makes the renderer draw it on a layer of its own.
    body += `<g transform='translate(${f(x)} ${f(y)}) rotate(${turn})'><ellipse rx='${f(rx)}' ry='${f(ry)}' fill='url(#cell)'/><ellipse cx='${f(rx * 0.2)}' rx='${f(nucleus)}' ry='${f(nucleus * 0.85)}' fill='${dark ? c.pale : c.deep}' fill-opacity='${f(between(r, 0.25, 0.45))}'/></g>`;
  }
  for (let i = 0; i < 26; i++)
    body += `<circle cx='${f(r() * W)}' cy='${f(r() * H)}' r='${f(between(r, 1.2, 3.4) * (S / 360))}' fill='${dark ? c.mist : c.deep}' fill-opacity='${f(between(r, 0.2, 0.6))}'/>`;
  return { defs, body };
}

/** @param {Random} r @param {Ramp} c @param {number} W @param {number} H @returns {Drawing} */
function molecular(r, c, W, H) {
  const S = Math.min(W, H);
  const defs = `<linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${c.deep}'/><stop offset='1' stop-color='${c.ink}'/></linearGradient><radialGradient id='atom' cx='.35' cy='.35'><stop offset='0' stop-color='${c.mist}'/><stop offset='1' stop-color='${c.mid}'/></radialGradient><radialGradient id='glow'><stop offset='0' stop-color='${c.mid}' stop-opacity='.4'/><stop offset='1' stop-color='${c.mid}' stop-opacity='0'/></radialGradient>`;
  let body = `<rect width='${W}' height='${H}' fill='url(#bg)'/>`;
  body += `<circle cx='${f(between(r, 0.55, 0.85) * W)}' cy='${f(between(r, 0.3, 0.6) * H)}' r='${f(S * 0.9)}' fill='url(#glow)'/>`;
  // Three depths of molecules: far (small, faint), middle, near (large).
  /** @type {readonly [depth: number, size: number, opacity: number][]} */
  const depths = [
    [0, 0.07, 0.25],
    [1, 0.11, 0.5],
    [2, 0.17, 0.9],
  ];
  for (const [depth, size, opacity] of depths) {
    const count = depth === 0 ? 3 : W / H > 2 ? 2 : 1;
    for (let m = 0; m < count; m++) {
      const bond = S * size;
      let x = between(r, 0.1, 0.9) * W;
      let y = between(r, 0.2, 0.8) * H;
      let angle = r() * Math.PI * 2;
      /** @type {Point[]} */
      const atoms = [[x, y]];
      const steps = 6 + Math.floor(r() * 6);
      for (let s = 0; s < steps; s++) {
        angle += (r() < 0.5 ? 1 : -1) * (Math.PI / 3);
        x += Math.cos(angle) * bond;
        y += Math.sin(angle) * bond;
        atoms.push([x, y]);
      }
      let bonds = '';
      for (let a = 1; a < atoms.length; a++)
        bonds += `<line x1='${f(pointAt(atoms, a - 1)[0])}' y1='${f(pointAt(atoms, a - 1)[1])}' x2='${f(pointAt(atoms, a)[0])}' y2='${f(pointAt(atoms, a)[1])}'/>`;
      const dots = atoms
        .map(
          ([ax, ay], a) => `<circle cx='${f(ax)}' cy='${f(ay)}' r='${f(bond * (a % 3 === 0 ? 0.3 : 0.2))}'/>`,
        )
        .join('');
      body += `<g opacity='${opacity}'><g stroke='${c.pale}' stroke-width='${f(bond * 0.08)}' stroke-linecap='round'>${bonds}</g><g fill='url(#atom)'>${dots}</g></g>`;
    }
  }
  for (let i = 0; i < 18; i++)
    body += `<circle cx='${f(r() * W)}' cy='${f(r() * H)}' r='${f(between(r, 1, 3) * (S / 360))}' fill='${c.pale}' fill-opacity='${f(between(r, 0.15, 0.5))}'/>`;
  return { defs, body };
}

/** @param {Random} r @param {Ramp} c @param {number} W @param {number} H @param {boolean} herd @returns {Drawing} */
function landscape(r, c, W, H, herd) {
  const horizon = H * between(r, 0.38, 0.5);
  const defs = `<linearGradient id='sky' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${c.pale}'/><stop offset='1' stop-color='${c.mist}'/></linearGradient><radialGradient id='haze'><stop offset='0' stop-color='#ffffff' stop-opacity='.85'/><stop offset='1' stop-color='#ffffff' stop-opacity='0'/></radialGradient>`;
  let body = `<rect width='${W}' height='${H}' fill='url(#sky)'/>`;
  body += `<ellipse cx='${f(between(r, 0.2, 0.8) * W)}' cy='${f(horizon)}' rx='${f(W * 0.35)}' ry='${f(H * 0.3)}' fill='url(#haze)'/>`;
  const tones = [c.soft, c.mid, c.base, c.deep, c.ink];
  const layers = 5;
  let mid;
  let front;
  for (let k = 0; k < layers; k++) {
    const base = horizon + (H - horizon) * (k / layers) * 0.95;
    const points = ridgePoints(r, W, base, H * (0.07 - k * 0.01), 3 + Math.floor(r() * 3));
    body += `<path d='${ridge(points, W, H)}' fill='${tones[k]}'${k === 0 ? " opacity='.8'" : ''}/>`;
    if (k === 0) {
      // A line of trees on the far ridge.
      const trees = 6 + Math.floor(r() * 8);
      for (let t = 0; t < trees; t++) {
        const x = r() * W;
        const size = between(r, 0.012, 0.025) * H * 2;
        body += `<ellipse cx='${f(x)}' cy='${f(heightAt(points, x) - size * 0.7)}' rx='${f(size * 0.6)}' ry='${f(size)}' fill='${c.mid}'/>`;
      }
    }
    if (k === 2) mid = { points, tone: tones[k] };
    if (k === layers - 1) front = { points, base };
  }
  if (herd && mid) {
    const cows = 3 + Math.floor(r() * 4);
    for (let i = 0; i < cows; i++) {
      const x = between(r, 0.08, 0.92) * W;
      const s = between(r, 0.07, 0.11) * H;
      const y = heightAt(mid.points, x) + s * 0.3;
      const flip = r() < 0.5 ? -1 : 1;
      const grazing = r() < 0.5;
      // A cow in profile, facing right in a unit box of 2 × 1.2, feet at y = 0.
      const head = grazing
        ? 'M1.55 -0.7 L1.95 -0.15 L2.1 -0.05 L1.95 0.05 L1.7 -0.2 L1.45 -0.55Z'
        : 'M1.55 -0.95 L1.95 -1.05 L2.12 -0.88 L2.05 -0.7 L1.7 -0.6 L1.45 -0.7Z';
      body += `<g transform='translate(${f(x)} ${f(y)}) scale(${f(s * flip)} ${f(s)})' fill='${c.ink}'><path d='M0 -1 Q0.05 -1.12 0.3 -1.1 L1.35 -1.08 Q1.6 -1.05 1.6 -0.8 L1.55 -0.45 Q1.5 -0.4 1.4 -0.4 L0.2 -0.42 Q0 -0.45 0 -0.6Z'/><path d='${head}'/><rect x='0.12' y='-0.5' width='0.12' height='0.5'/><rect x='0.38' y='-0.5' width='0.12' height='0.5'/><rect x='1.12' y='-0.5' width='0.12' height='0.5'/><rect x='1.34' y='-0.5' width='0.12' height='0.5'/><path d='M0 -0.95 Q-0.12 -0.7 -0.08 -0.45' stroke='${c.ink}' stroke-width='0.05' fill='none'/></g>`;
    }
  }
  if (!herd && front) {
    // Crop rows converging on a point beyond the horizon, drawn over the nearest field only.
    const vx = between(r, 0.3, 0.7) * W;
    const vy = horizon - H * 0.2;
    let rows = '';
    for (let i = -18; i <= 18; i++) {
      const bx = vx + i * W * 0.07;
      rows += `<line x1='${f(vx)}' y1='${f(vy)}' x2='${f(bx)}' y2='${H}'/>`;
    }
    body += `<clipPath id='near'><path d='${ridge(front.points, W, H)}'/></clipPath><g clip-path='url(#near)' stroke='${c.base}' stroke-width='${f(H * 0.01)}' opacity='.55'>${rows}</g>`;
  }
  return { defs, body };
}

/** @param {number} x @param {number} y @param {number} s @param {Ramp} c @param {Random} r */
function flask(x, y, s, c, r) {
  const level = between(r, 0.3, 0.6);
  const liquid = r() < 0.5 ? c.base : c.mid;
  const kind = Math.floor(r() * 4);
  if (kind === 0) {
    // Erlenmeyer flask.
    const glass = `M${f(x - s * 0.12)} ${f(y - s)} L${f(x - s * 0.12)} ${f(y - s * 0.6)} L${f(x - s * 0.45)} ${f(y)} L${f(x + s * 0.45)} ${f(y)} L${f(x + s * 0.12)} ${f(y - s * 0.6)} L${f(x + s * 0.12)} ${f(y - s)}Z`;
    const top = y - s * 0.6 * level;
    const half = 0.12 + 0.33 * (1 - level);
    return {
      w: s,
      svg: `<path d='M${f(x - s * half)} ${f(top)} L${f(x - s * 0.45)} ${f(y)} L${f(x + s * 0.45)} ${f(y)} L${f(x + s * half)} ${f(top)}Z' fill='${liquid}'/><path d='${glass}' fill='#ffffff' fill-opacity='.25' stroke='${c.deep}' stroke-width='${f(s * 0.03)}' stroke-linejoin='round'/>`,
    };
  }
  if (kind === 1) {
    // Beaker.
    const w = s * 0.7;
    const h = s * 0.8;
    return {
      w,
      svg: `<rect x='${f(x - w / 2)}' y='${f(y - h * level)}' width='${f(w)}' height='${f(h * level)}' fill='${liquid}'/><path d='M${f(x - w / 2 - s * 0.05)} ${f(y - h)} L${f(x - w / 2)} ${f(y - h + s * 0.05)} L${f(x - w / 2)} ${f(y)} L${f(x + w / 2)} ${f(y)} L${f(x + w / 2)} ${f(y - h)}' fill='#ffffff' fill-opacity='.25' stroke='${c.deep}' stroke-width='${f(s * 0.03)}' stroke-linejoin='round'/>`,
    };
  }
  if (kind === 2) {
    // A rack of test tubes.
    const n = 4 + Math.floor(r() * 3);
    const step = s * 0.22;
    const w = n * step + s * 0.1;
    let tubes = '';
    for (let i = 0; i < n; i++) {
      const tx = x - w / 2 + s * 0.1 + i * step;
      const h = s * between(r, 0.45, 0.7);
      tubes += `<rect x='${f(tx)}' y='${f(y - h * 0.45)}' width='${f(step * 0.6)}' height='${f(h * 0.45)}' rx='${f(step * 0.3)}' fill='${i % 2 ? c.mid : c.base}'/><rect x='${f(tx)}' y='${f(y - h)}' width='${f(step * 0.6)}' height='${f(h)}' rx='${f(step * 0.3)}' fill='#ffffff' fill-opacity='.25' stroke='${c.deep}' stroke-width='${f(s * 0.025)}'/>`;
    }
    return {
      w,
      svg: `${tubes}<rect x='${f(x - w / 2)}' y='${f(y - s * 0.32)}' width='${f(w)}' height='${f(s * 0.08)}' fill='${c.deep}'/><rect x='${f(x - w / 2)}' y='${f(y - s * 0.06)}' width='${f(w)}' height='${f(s * 0.06)}' fill='${c.deep}'/>`,
    };
  }
  // Round-bottom flask.
  const rr = s * 0.32;
  const cy = y - rr;
  return {
    w: s * 0.7,
    svg: `<path d='M${f(x - rr)} ${f(cy + rr * (1 - 2 * level) * 0.6)} A${f(rr)} ${f(rr)} 0 0 0 ${f(x + rr)} ${f(cy + rr * (1 - 2 * level) * 0.6)}Z' fill='${liquid}'/><circle cx='${f(x)}' cy='${f(cy)}' r='${f(rr)}' fill='#ffffff' fill-opacity='.25' stroke='${c.deep}' stroke-width='${f(s * 0.03)}'/><rect x='${f(x - s * 0.07)}' y='${f(cy - rr - s * 0.4)}' width='${f(s * 0.14)}' height='${f(s * 0.42)}' fill='#ffffff' fill-opacity='.25' stroke='${c.deep}' stroke-width='${f(s * 0.03)}'/>`,
  };
}

/** @param {Random} r @param {Ramp} c @param {number} W @param {number} H @returns {Drawing} */
function lab(r, c, W, H) {
  const bench = H * between(r, 0.68, 0.76);
  const defs = `<linearGradient id='wall' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${c.pale}'/><stop offset='1' stop-color='${c.mist}'/></linearGradient><linearGradient id='light' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#ffffff' stop-opacity='.9'/><stop offset='1' stop-color='#ffffff' stop-opacity='.2'/></linearGradient>`;
  let body = `<rect width='${W}' height='${H}' fill='url(#wall)'/>`;
  // A window of light on the back wall, its mullions, and a shelf of bottles.
  const wx = between(r, 0.05, 0.55) * W;
  const ww = W * between(r, 0.25, 0.4);
  const wy = H * 0.08;
  const wh = bench - wy - H * 0.12;
  body += `<rect x='${f(wx)}' y='${f(wy)}' width='${f(ww)}' height='${f(wh)}' fill='url(#light)'/>`;
  for (let i = 1; i < 3; i++)
    body += `<rect x='${f(wx + (ww * i) / 3)}' y='${f(wy)}' width='${f(W * 0.006)}' height='${f(wh)}' fill='${c.soft}'/>`;
  const shelfY = H * between(r, 0.3, 0.4);
  const shelfX = wx + ww + W * 0.05 < W * 0.8 ? wx + ww + W * 0.05 : W * 0.04;
  const shelfW = W * 0.3;
  body += `<rect x='${f(shelfX)}' y='${f(shelfY)}' width='${f(shelfW)}' height='${f(H * 0.015)}' fill='${c.mid}'/>`;
  for (let x = shelfX + W * 0.01; x < shelfX + shelfW - W * 0.03; x += W * between(r, 0.025, 0.045)) {
    const h = H * between(r, 0.06, 0.12);
    body += `<rect x='${f(x)}' y='${f(shelfY - h)}' width='${f(W * 0.018)}' height='${f(h)}' rx='${f(W * 0.004)}' fill='${r() < 0.5 ? c.soft : c.mid}'/>`;
  }
  // The bench and its glassware.
  body += `<rect y='${f(bench)}' width='${W}' height='${f(H - bench)}' fill='${c.deep}'/><rect y='${f(bench)}' width='${W}' height='${f(H * 0.02)}' fill='${c.base}'/>`;
  let x = W * between(r, 0.06, 0.14);
  while (x < W * 0.92) {
    const s = H * between(r, 0.22, 0.38);
    const item = flask(x + s * 0.4, bench, s, c, r);
    body += item.svg;
    x += item.w + W * between(r, 0.04, 0.12);
  }
  return { defs, body };
}

/** @param {Random} r @param {Ramp} c @param {number} W @param {number} H @returns {Drawing} */
function hall(r, c, W, H) {
  const floor = H * between(r, 0.66, 0.74);
  const defs = `<linearGradient id='wall' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${c.deep}'/><stop offset='1' stop-color='${c.base}'/></linearGradient><radialGradient id='spot'><stop offset='0' stop-color='#ffffff' stop-opacity='.55'/><stop offset='1' stop-color='#ffffff' stop-opacity='0'/></radialGradient>`;
  let body = `<rect width='${W}' height='${H}' fill='url(#wall)'/><rect y='${f(floor)}' width='${W}' height='${f(H - floor)}' fill='${c.ink}'/>`;
  const vx = W * between(r, 0.35, 0.65);
  let lines = '';
  for (let i = -10; i <= 10; i++)
    lines += `<line x1='${f(vx + i * W * 0.02)}' y1='${f(floor)}' x2='${f(vx + i * W * 0.12)}' y2='${H}'/>`;
  body += `<g stroke='${c.deep}' stroke-width='${f(H * 0.004)}'>${lines}</g>`;
  // Booths: a back panel with abstract graphics (shapes, never words), a counter, a light above.
  const booths = 3 + Math.floor(r() * 2);
  const bw = W / booths;
  for (let b = 0; b < booths; b++) {
    const x = b * bw + bw * 0.1;
    const w = bw * 0.8;
    const top = H * between(r, 0.14, 0.24);
    const tone = [c.pale, c.soft, c.mist][b % 3];
    body += `<ellipse cx='${f(x + w / 2)}' cy='${f(top)}' rx='${f(w * 0.6)}' ry='${f(H * 0.25)}' fill='url(#spot)'/>`;
    body += `<rect x='${f(x)}' y='${f(top)}' width='${f(w)}' height='${f(floor - top)}' fill='${tone}'/>`;
    const motif = Math.floor(r() * 3);
    const cx = x + w * between(r, 0.3, 0.7);
    const cy = top + (floor - top) * 0.38;
    const size = Math.min(w, floor - top) * 0.22;
    if (motif === 0)
      body += `<circle cx='${f(cx)}' cy='${f(cy)}' r='${f(size)}' fill='${c.base}'/><circle cx='${f(cx + size)}' cy='${f(cy + size * 0.4)}' r='${f(size * 0.6)}' fill='${c.mid}'/>`;
    else if (motif === 1)
      body += `<path d='M${f(x + w * 0.1)} ${f(cy + size)} Q${f(cx)} ${f(cy - size * 1.5)} ${f(x + w * 0.9)} ${f(cy + size)}' stroke='${c.base}' stroke-width='${f(size * 0.3)}' fill='none'/>`;
    else
      body += `<rect x='${f(cx - size)}' y='${f(cy - size)}' width='${f(size * 2)}' height='${f(size * 2)}' rx='${f(size * 0.4)}' fill='${c.mid}'/><rect x='${f(cx - size * 0.4)}' y='${f(cy - size * 0.4)}' width='${f(size * 0.8)}' height='${f(size * 0.8)}' rx='${f(size * 0.2)}' fill='${c.deep}'/>`;
    body += `<rect x='${f(x + w * 0.2)}' y='${f(floor - H * 0.12)}' width='${f(w * 0.6)}' height='${f(H * 0.12)}' fill='${c.deep}'/><rect x='${f(x + w * 0.2)}' y='${f(floor - H * 0.12)}' width='${f(w * 0.6)}' height='${f(H * 0.015)}' fill='${c.mid}'/>`;
  }
  return { defs, body };
}

/** @type {Readonly<Record<ArtScene, (r: Random, c: Ramp, W: number, H: number) => Drawing>>} */
const DRAW = {
  microscopy,
  molecular,
  lab,
  hall,
  field: (r, c, W, H) => landscape(r, c, W, H, false),
  herd: (r, c, W, H) => landscape(r, c, W, H, true),
};

/**
 * One picture of the system. `scene` (one of SCENES), `color` (a palette base, see ART_PALETTES), `seed` (any
 * text: the page, post or product it belongs to — two seeds, two pictures), `width` × `height` in px.
 * `play`: a play mark in the centre (video posters).
 * @param {ArtworkOptions} options
 * @returns {string}
 */
export function artworkSvg({ scene, color, seed, width, height, play = false }) {
  const draw = DRAW[scene];
  if (!draw) throw new Error(`Unknown artwork scene ${scene}`);
  const r = random(`${scene}|${color}|${seed}|${width}x${height}`);
  const c = ramp(color);
  const { defs, body } = draw(r, c, width, height);
  const S = Math.min(width, height);
  const mark = play
    ? `<rect width='${width}' height='${height}' fill='${c.ink}' opacity='.35'/><circle cx='${width / 2}' cy='${height / 2}' r='${f(S * 0.14)}' fill='#ffffff' opacity='.92'/><path d='M${f(width / 2 - S * 0.045)} ${f(height / 2 - S * 0.07)} L${f(width / 2 + S * 0.075)} ${f(height / 2)} L${f(width / 2 - S * 0.045)} ${f(height / 2 + S * 0.07)}Z' fill='${c.deep}'/>`
    : '';
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'><defs>${defs}</defs>${body}${mark}</svg>`;
}

/**
 * The scene a division's page shows, picked by its seed text so neighbouring pages differ.
 * @param {string} division @param {string} seed @returns {ArtScene}
 */
export function sceneFor(division, seed) {
  const scenes = Object.hasOwn(DIVISION_SCENES, division)
    ? DIVISION_SCENES[/** @type {SceneDivision} */ (division)]
    : DIVISION_SCENES.company;
  let h = 0;
  for (let i = 0; i < seed.length; i++) h = (h * 31 + seed.charCodeAt(i)) >>> 0;
  return scenes[h % scenes.length] ?? scenes[0];
}
