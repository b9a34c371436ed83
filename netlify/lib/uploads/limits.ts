import { STAFF_IMAGE_MAX_BYTES, STAFF_RESOURCE_MAX_BYTES } from '#core/staffUpload.ts';
import { CV_MAX_BYTES, CV_TYPES, PHOTO_MAX_BYTES, PHOTO_TYPES } from '#core/visitor/fileTypes.ts';

const STAFF_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Types as file-type reads them from the bytes (Word and PowerPoint 97–2003 are both application/x-cfb). */
const RESOURCE_TYPES = [
  ...STAFF_IMAGE_TYPES,
  'application/pdf',
  'application/epub+zip',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'audio/mpeg',
  'application/zip',
] as const;

/**
 * Every limit the upload checks apply, in one place. Sizes and types are the forms' own (core/visitor);
 * the rest bounds the work a single upload can make the server do, whatever the file claims.
 */
export const UPLOAD_LIMITS = {
  photo: { maxBytes: PHOTO_MAX_BYTES, types: PHOTO_TYPES },
  cv: { maxBytes: CV_MAX_BYTES, types: CV_TYPES },
  image: {
    /** Decoding more pixels than this takes hundreds of MB of memory: refused before decoding. */
    maxInputPixels: 40_000_000,
    /** The published image: at most this many pixels on its long side. */
    maxLongSide: 1600,
    /** The carousel's small copy. */
    thumbnailLongSide: 320,
    webpQuality: 78,
    avifQuality: 52,
    /** libaom's fastest setting: ~0.2 s for 1600 px where the default takes seconds (a function has 10 s). */
    avifEffort: 0,
    /** AVIF is kept only when it saves at least this share of the WebP's bytes. */
    avifMinSaving: 0.2,
  },
  docx: {
    /** A CV has a few dozen parts; thousands of entries are there to exhaust the server. */
    maxEntries: 1000,
    /** All parts inflated together (real CVs stay under a few MB; zip bombs inflate to gigabytes). */
    maxInflatedBytes: 64 * 1024 * 1024,
  },
  /** Staff pictures (blog_images: posts, events, series, speakers; library covers): the bucket's size. */
  staffImage: { maxBytes: STAFF_IMAGE_MAX_BYTES, types: STAFF_IMAGE_TYPES },
  /** Library files (resource_files): the bucket's size; OLE documents are told apart by their streams. */
  resource: { maxBytes: STAFF_RESOURCE_MAX_BYTES, types: RESOURCE_TYPES },
  /** Archives of the library (EPUB, PPTX, DOCX, ZIP) are bigger than a CV, and still bounded. */
  resourceArchive: { maxEntries: 10_000, maxInflatedBytes: 512 * 1024 * 1024 },
  pdf: {
    /** Compressed object streams inflated to look for actions inside them, all together. */
    maxInflatedBytes: 64 * 1024 * 1024,
  },
} as const;
