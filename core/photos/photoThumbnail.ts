/**
 * The small twin of a photo (issue 31 item 4, «Ahorro de datos»). Every image the upload functions re-encode
 * (netlify/lib/uploads: a visitor's testimonial photo, a staff member's picture) is stored with a 320 px
 * WebP beside it, named after it: `a/b.webp` → `a/b_thumb.webp`. The public pages show that twin where a
 * full photo would cost too much: the home carousel always, every photo while the visitor saves data.
 */

/** What replaces `.webp` at the end of a processed image's path to name its twin. */
export const THUMBNAIL_SUFFIX = '_thumb.webp';

/** The twin's object path beside a processed image's (`.webp`); other paths have none: null. */
export const thumbnailPath = (path: string): string | null =>
  path.endsWith('.webp') && !path.endsWith(THUMBNAIL_SUFFIX)
    ? `${path.slice(0, -'.webp'.length)}${THUMBNAIL_SUFFIX}`
    : null;

/**
 * The names the upload functions give the images they re-encode, as Storage's public URL path shows them
 * (core/visitor/uploadNames.ts, core/staffUpload.ts staffObjectPath): a testimonial photo, a staff picture
 * in blog_images (posts, events, series, speakers, the site's pages), a library file or cover in
 * resource_files.
 */
const PROCESSED = [
  /^\/storage\/v1\/object\/public\/testimonial_photos\/public\/testimonial_[0-9a-f-]{36}\.webp$/,
  /^\/storage\/v1\/object\/public\/blog_images\/public\/\d+-[a-z0-9-]+\.webp$/,
  /^\/storage\/v1\/object\/public\/resource_files\/[0-9a-f-]{36}\/(?:thumbnails\/)?\d+\.webp$/,
];

/**
 * The URL of the twin of a photo our upload functions stored, or null for anything else: an external
 * address, an SVG illustration, a file stored before the function re-encoded images, a URL with a query.
 * Staff pictures stored before twins existed have the same names; the site build confirms a twin is there
 * before offering it (src/lib/photoThumbnails.ts).
 */
export function photoThumbnail(photoUrl: string | null | undefined): string | null {
  if (!photoUrl) return null;
  let url: URL;
  try {
    url = new URL(photoUrl);
  } catch {
    return null;
  }
  if (url.search || url.hash || !PROCESSED.some((name) => name.test(url.pathname))) return null;
  url.pathname = thumbnailPath(url.pathname) ?? url.pathname;
  return url.href;
}

/**
 * Whether a URL is itself a twin our upload functions stored (the home carousel shows testimonial photos
 * by theirs): already the smallest size there is.
 */
export function isPhotoThumbnail(url: string | null | undefined): boolean {
  if (!url?.endsWith(THUMBNAIL_SUFFIX)) return false;
  const photo = `${url.slice(0, -THUMBNAIL_SUFFIX.length)}.webp`;
  return photoThumbnail(photo) === url;
}

/**
 * The objects to remove with these: each processed image's twin goes with it (a missing one is skipped by
 * Storage's bulk delete, as for an older file without twin).
 */
export const withThumbnails = (paths: readonly string[]): string[] =>
  paths.flatMap((path) => {
    const twin = thumbnailPath(path);
    return twin ? [path, twin] : [path];
  });
