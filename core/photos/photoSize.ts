import { type FileFacts, fileExtension, PHOTO_MAX_BYTES } from '../visitor/fileTypes.ts';

/**
 * How a phone photo is made light before it is sent (issue 34 §4): a 3–8 MB camera picture, or an
 * iPhone's HEIC, becomes a JPEG of at most PHOTO_LONG_SIDE pixels on its longer side, which is what a
 * testimonial's photo is ever shown at and what staff-upload publishes, well under the buckets' 2 and
 * 5 MB. Pure arithmetic, tested here; the browser's decoding and encoding are in preparePhoto.ts, shared by
 * the visitor's testimonial dialog and every staff image upload of the admin.
 */
export const PHOTO_LONG_SIDE = 1600;

/** Below this, a photo the bucket accepts is sent as chosen: re-encoding would only cost quality. */
export const LIGHT_PHOTO_BYTES = 600 * 1024;

/**
 * Beyond this the browser does not redraw a picture: 50 MP is more than phones save by default (12–48 MP);
 * larger ones are pixel floods more than photos, and the upload function refuses those itself.
 */
export const MAX_REDRAWN_PIXELS = 50_000_000;

/** JPEG qualities tried in turn until the photo fits the bucket (the first almost always does). */
export const JPEG_QUALITIES = [0.85, 0.72, 0.6] as const;

/** Apple's formats: accepted from the picker, then decoded by the browser or by the HEIC decoder. */
export const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];
const HEIC_EXTENSIONS = ['heic', 'heif', 'hif'];

/**
 * The picker's `accept` of every staff image field: the buckets' types and the iPhone's HEIC, which the
 * browser makes a JPEG before sending (preparePhoto.ts).
 */
export const STAFF_IMAGE_ACCEPT = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  ...HEIC_TYPES,
  ...HEIC_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

/** Browsers often give HEIC files no type at all: the extension decides then. */
export function isHeic(file: FileFacts): boolean {
  return HEIC_TYPES.includes(file.type) || HEIC_EXTENSIONS.includes(fileExtension(file.name));
}

/** The size to draw a `width`×`height` picture at: never larger than it is, its longer side ≤ `longSide`. */
export function fittedSize(width: number, height: number, longSide = PHOTO_LONG_SIDE) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a decoded photo must be redrawn: too heavy, too large, or in a format the bucket refuses. */
export function needsRedrawing(
  file: FileFacts,
  width: number,
  height: number,
  acceptedTypes: readonly string[],
  longSide = PHOTO_LONG_SIDE,
) {
  if (!acceptedTypes.includes(file.type)) return true;
  if (file.type === 'image/gif') return false; // An animation would lose its frames: the size check decides.
  return file.size > LIGHT_PHOTO_BYTES || Math.max(width, height) > longSide;
}

/** `IMG_2041.HEIC` → `IMG_2041.jpg`: the name the redrawn JPEG travels with. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'foto'}.jpg`;
}

/** Whether an encoded photo fits the bucket (the testimonial photos' 2 MB unless told another). */
export const fitsBucket = (bytes: number, maxBytes = PHOTO_MAX_BYTES) => bytes <= maxBytes;
