/** `a` moved towards `b` by `t` (0…1). @param {string} a @param {string} b @param {number} t @returns {string} */
export function mix(a: string, b: string, t: number): string;
/** The duotone ramp of a base colour: from ink (deepest) to mist (palest). @param {string} base @returns {Ramp} */
export function ramp(base: string): Ramp;
/**
 * One picture of the system. `scene` (one of SCENES), `color` (a palette base, see ART_PALETTES), `seed` (any
 * text: the page, post or product it belongs to — two seeds, two pictures), `width` × `height` in px.
 * `play`: a play mark in the centre (video posters).
 * @param {ArtworkOptions} options
 * @returns {string}
 */
export function artworkSvg({ scene, color, seed, width, height, play }: ArtworkOptions): string;
/**
 * The scene a division's page shows, picked by its seed text so neighbouring pages differ.
 * @param {string} division @param {string} seed @returns {ArtScene}
 */
export function sceneFor(division: string, seed: string): ArtScene;
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
export const ART_PALETTES: Readonly<Record<ArtPaletteName, string>>;
/**
 * Scenes that suit each division, for pages that only know their division.
 * @type {Readonly<Record<SceneDivision, readonly [ArtScene, ...ArtScene[]]>>}
 */
export const DIVISION_SCENES: Readonly<Record<SceneDivision, readonly [ArtScene, ...ArtScene[]]>>;
/** @type {readonly ArtScene[]} */
export const SCENES: readonly ArtScene[];
export type ArtScene = "microscopy" | "molecular" | "field" | "herd" | "lab" | "hall";
export type ArtPaletteName = "human" | "veterinary" | "agriculture" | "company" | "yeppuen" | "ayush";
export type SceneDivision = "human" | "veterinary" | "agriculture" | "company";
export type Ramp = {
    ink: string;
    deep: string;
    base: string;
    mid: string;
    soft: string;
    pale: string;
    mist: string;
};
/**
 * One picture: `scene`; `color` a palette base colour (`#rrggbb`), e.g. one of ART_PALETTES; `seed` any text (the
 * page, post or product the picture belongs to); `width` × `height` in px; `play` a play mark in the centre (video
 * posters).
 */
export type ArtworkOptions = {
    scene: ArtScene;
    color: string;
    seed: string;
    width: number;
    height: number;
    play?: boolean;
};
/**
 * a deterministic source of numbers in [0, 1)
 */
export type Random = () => number;
export type Point = [x: number, y: number];
export type Drawing = {
    defs: string;
    body: string;
};
