import type { ArtworkOptions } from '@aurinko/contract/artwork';

export declare const ILLUSTRATIONS: Record<string, Omit<ArtworkOptions, 'seed'>>;
export declare function illustrationSvg(name: string): string;
