export type ArtScene = 'microscopy' | 'molecular' | 'field' | 'herd' | 'lab' | 'hall';
export type ArtPaletteName = 'human' | 'veterinary' | 'agriculture' | 'company' | 'yeppuen' | 'ayush';

export declare const ART_PALETTES: Readonly<Record<ArtPaletteName, string>>;
export declare const DIVISION_SCENES: Readonly<
  Record<'human' | 'veterinary' | 'agriculture' | 'company', readonly ArtScene[]>
>;
export declare const SCENES: readonly ArtScene[];

export declare function mix(a: string, b: string, t: number): string;
export declare function ramp(base: string): {
  ink: string;
  deep: string;
  base: string;
  mid: string;
  soft: string;
  pale: string;
  mist: string;
};

export interface ArtworkOptions {
  scene: ArtScene;
  /** A palette base colour (`#rrggbb`), e.g. one of ART_PALETTES. */
  color: string;
  /** Any text: the page, post or product the picture belongs to. */
  seed: string;
  width: number;
  height: number;
  /** A play mark in the centre (video posters). */
  play?: boolean;
}

export declare function artworkSvg(options: ArtworkOptions): string;
export declare function sceneFor(division: string, seed: string): ArtScene;
