export declare const VARIANT_WIDTHS: readonly [480, 960];
export declare const MAX_IMAGE_DIMENSION: 2000;
export declare const FALLBACK_EXTENSIONS: readonly ['jpg', 'png'];
export declare const UPLOADS_PATH: '/api/uploads/';
export declare function imageBaseOf(keyOrUrl: string | null | undefined): string | undefined;
export declare function widthVariantOf(base: string, width: number): string;
export declare function fallbackOf(base: string): string;
export declare function variantKeysOf(key: string): string[];
export declare function responsiveSources(
  url: string | null | undefined,
): { srcSet: string; fallback: string } | undefined;

/** How wide first-screen images are shown (`sizes`), shared by the page and the server's preload. */
export declare const IMAGE_SIZES: Readonly<{
  productDetail: string;
  productCard: string;
  blogCard: string;
  blogCover: string;
  galleryPhoto: string;
  divisionHero: string;
}>;
