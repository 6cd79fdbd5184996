import { ART_PALETTES, artworkSvg } from '@aurinko/contract/artwork';

/** What each home-page illustration shows: a scene of the art system in a palette, at the size the page uses. */
export const ILLUSTRATIONS = {
  hero: { scene: 'molecular', color: ART_PALETTES.company, width: 360, height: 300 },
  human: { scene: 'microscopy', color: ART_PALETTES.human, width: 240, height: 200 },
  animal: { scene: 'herd', color: ART_PALETTES.veterinary, width: 240, height: 200 },
  plant: { scene: 'field', color: ART_PALETTES.agriculture, width: 240, height: 200 },
  yeppuen: { scene: 'microscopy', color: ART_PALETTES.yeppuen, width: 240, height: 200 },
  ayush: { scene: 'field', color: ART_PALETTES.ayush, width: 240, height: 200 },
  contact: { scene: 'lab', color: ART_PALETTES.company, width: 240, height: 200 },
};

export function illustrationSvg(name) {
  return artworkSvg({ ...ILLUSTRATIONS[name], seed: `home:${name}` });
}
