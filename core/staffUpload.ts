import { uploadMessages } from './messages/uploadMessages.ts';

/**
 * The contract between the admin and the staff-upload server function (netlify/lib/staffUpload.ts). A staff
 * file goes in three moves, as a visitor's does: `start` (a signed upload URL into the private staff
 * quarantine), the upload itself (storage-js `uploadToSignedUrl`), then `finish`: the function checks the
 * bytes, stores the cleaned image or the checked document in the public bucket and answers its URL.
 */
export const STAFF_UPLOAD_FUNCTION = 'staff-upload';
export const STAFF_QUARANTINE_BUCKET = 'staff_upload_quarantine';

/**
 * image: a post, event, series or speaker picture (blog_images); resource: a library file, documents kept
 * as sent and images re-encoded; thumbnail: a library resource's cover image (both resource_files).
 * Who may upload is the uploads.staff capability (core/access.ts), the roles the buckets' policies let
 * see and delete there.
 */
export const STAFF_UPLOAD_AREAS = {
  image: { bucket: 'blog_images' },
  resource: { bucket: 'resource_files' },
  thumbnail: { bucket: 'resource_files' },
} as const satisfies Record<string, { bucket: string }>;

export type StaffUploadKind = keyof typeof STAFF_UPLOAD_AREAS;

/** The buckets' size limits, which the function enforces on the bytes and the admin checks before sending. */
export const STAFF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const STAFF_RESOURCE_MAX_BYTES = 50 * 1024 * 1024;
export const staffUploadMaxBytes = (kind: StaffUploadKind) =>
  kind === 'resource' ? STAFF_RESOURCE_MAX_BYTES : STAFF_IMAGE_MAX_BYTES;

/**
 * The function's own `too_large` refusal, given before a byte is sent: a file over its bucket's size would
 * otherwise travel for many seconds to the quarantine only to be refused there. Null when it may go.
 */
export function staffFileTooLarge(
  kind: StaffUploadKind,
  size: number,
): { code: 'too_large'; message: string } | null {
  if (size <= staffUploadMaxBytes(kind)) return null;
  return { code: 'too_large', message: uploadMessages.staff.too_large(kind !== 'resource') };
}
export const STAFF_UPLOAD_KINDS = Object.keys(STAFF_UPLOAD_AREAS) as StaffUploadKind[];

export type StaffStartRequest = { step: 'start'; kind: StaffUploadKind };
export type StaffStartAnswer = { path: string; token: string };
/** `name` is the chosen file's name: blog images keep it, readable, in their path. */
export type StaffFinishRequest = { step: 'finish'; kind: StaffUploadKind; path: string; name: string };
/** What was stored: the object's path and public URL, its type as its bytes show and its size. */
export type StaffUploadAnswer = { path: string; url: string; contentType: string; size: number };

/** Where a quarantined staff file waits: under the uploader's id, so only they can finish it. */
export const staffQuarantinePath = (userId: string, kind: StaffUploadKind, unique: string) =>
  `${userId}/${kind}/${unique}`;

/**
 * The public object's path, with the extension the stored bytes have (never the name's): docs/spec.md §7's
 * public/{timestamp}-{slug} for blog images, {userId}/{timestamp} and {userId}/thumbnails/{timestamp}
 * for the library.
 */
export function staffObjectPath(
  kind: StaffUploadKind,
  { userId, fileName, now, extension }: { userId: string; fileName: string; now: number; extension: string },
): string {
  if (kind === 'resource') return `${userId}/${now}.${extension}`;
  if (kind === 'thumbnail') return `${userId}/thumbnails/${now}.${extension}`;
  const dot = fileName.lastIndexOf('.');
  const slug = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `public/${now}-${slug || 'imagen'}.${extension}`;
}
