/**
 * The key or URL of a main image without its `.webp` (`products/x.webp` → `products/x`); undefined for anything
 * else (a PDF, a variant, an external address).
 * @param {string | null | undefined} keyOrUrl
 * @returns {string | undefined}
 */
export function imageBaseOf(keyOrUrl: string | null | undefined): string | undefined;
/** @param {string} base @param {number} width */
export function widthVariantOf(base: string, width: number): string;
/** The address pages use for the fallback (the API resolves it to the stored JPEG or PNG). @param {string} base */
export function fallbackOf(base: string): string;
/**
 * Every key a main image's variants may be stored under (both fallback extensions; one of them exists), for
 * removing them with the image and keeping them in the start-up sweep. Empty for anything that is not a main image.
 * @param {string} key
 * @returns {string[]}
 */
export function variantKeysOf(key: string): string[];
/**
 * What a page needs to show an uploaded image responsively: the WebP `srcset` (480w, 960w and the main file) and the
 * fallback URL. Undefined for anything that is not a stored image (external addresses, bundled assets), which pages
 * then show as they are. Descriptors are upper bounds: a variant is never wider than the image itself, so the
 * image's box must come from CSS or width/height, not from the file.
 * @param {string | null | undefined} url
 * @returns {{ srcSet: string, fallback: string } | undefined}
 */
export function responsiveSources(url: string | null | undefined): {
    srcSet: string;
    fallback: string;
} | undefined;
/**
 * Responsive image variants, in one place: the API writes them next to every stored image, the front ends list them
 * in `srcset`. Plain JavaScript so the API imports it without a bundler (like catalogue.mjs).
 *
 * A stored image is ONE key `<folder>/<name>.webp` (what a record references), at most MAX_IMAGE_DIMENSION px on its
 * longer side. Next to it live, derived from that key alone:
 *   <folder>/<name>.w480.webp, <folder>/<name>.w960.webp  WebP that wide — or as wide as the image when it is
 *                                                          narrower (never enlarged), so every image has both;
 *   <folder>/<name>.fallback.jpg  or  <folder>/<name>.fallback.png   the whole image as JPEG, or PNG when it has
 *                                                          transparency, for browsers without WebP.
 * Pages address the fallback as `<folder>/<name>.fallback`; the API answers with whichever of the two exists. So a
 * page needs nothing but the main URL, and a record never stores more than that one reference.
 */
/** Widths of the WebP variants, narrowest first. */
export const VARIANT_WIDTHS: readonly [480, 960];
/** No stored image is wider or taller than this; the main file's `srcset` descriptor. */
export const MAX_IMAGE_DIMENSION: 2000;
/** Extensions a fallback is stored with: JPEG, or PNG for images with transparency. */
export const FALLBACK_EXTENSIONS: readonly ["jpg", "png"];
/**
 * How wide first-screen images are shown (`sizes`), for the page and for the shell's server, which preloads the
 * product page's image with the same `srcset` and `sizes` so the browser picks the same file for both.
 */
export const IMAGE_SIZES: Readonly<{
    productDetail: "(min-width: 800px) 28rem, 100vw";
    /** A range's product card (ProductCard). */
    productCard: "(min-width: 40rem) 20rem, 100vw";
    /** A blog list's card (BlogListPage). */
    blogCard: "(min-width: 40rem) 24rem, 100vw";
    /** A blog post's cover (BlogPostPage). */
    blogCover: "(min-width: 50rem) 75ch, 100vw";
    /** A photo of the photo gallery (PhotoGalleryPage). */
    galleryPhoto: "(min-width: 40rem) 20rem, 100vw";
    /** A division home's hero picture (DivisionHero): two fifths of the container beside the title, else the width. */
    divisionHero: "(min-width: 800px) 30rem, 100vw";
}>;
/** Where stored files are served (site-relative). */
export const UPLOADS_PATH: "/api/uploads/";
