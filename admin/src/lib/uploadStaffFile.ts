import { uploadMessages } from '#core/messages/uploadMessages.ts';
import { isHeic } from '#core/photos/photoSize.ts';
import {
  STAFF_IMAGE_MAX_BYTES,
  STAFF_QUARANTINE_BUCKET,
  STAFF_UPLOAD_FUNCTION,
  type StaffFinishRequest,
  type StaffStartAnswer,
  type StaffStartRequest,
  type StaffUploadAnswer,
  type StaffUploadKind,
  staffFileTooLarge,
} from '#core/staffUpload.ts';
import { callServerFunction } from './callServerFunction.ts';
import { unwrap } from './query.ts';
import { supabase } from './supabase.ts';

const step = (body: StaffStartRequest | StaffFinishRequest) =>
  callServerFunction(STAFF_UPLOAD_FUNCTION, body);

/**
 * Publishes a staff file through the staff-upload function (core/staffUpload.ts), the only way into
 * blog_images and resource_files: a signed URL into the private quarantine, the file sent straight there
 * (never through the function: Netlify's request limit), then the function checks it, stores the cleaned
 * image or the checked document (cache 3600 s, docs/spec.md §7) and answers its path, public URL, type and size.
 * A refusal is thrown as the function's `{code, message}`, its Spanish message ready to show; a file over
 * its bucket's size is refused the same way at once, before anything is sent. A picture is first made light
 * in the browser (lightImage).
 */
export async function uploadStaffFile(kind: StaffUploadKind, chosen: File): Promise<StaffUploadAnswer> {
  const file = await lightImage(kind, chosen);
  const tooLarge = staffFileTooLarge(kind, file.size);
  if (tooLarge) throw tooLarge;
  const { path, token } = (await step({ step: 'start', kind })) as StaffStartAnswer;
  await unwrap(
    supabase.storage
      .from(STAFF_QUARANTINE_BUCKET)
      .uploadToSignedUrl(path, token, file, { contentType: file.type || 'application/octet-stream' }),
  );
  return (await step({ step: 'finish', kind, path, name: file.name })) as StaffUploadAnswer;
}

/** What blog_images and resource_files keep as sent (staff-upload re-encodes them all the same). */
const STAFF_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * A picture for a post, event, series, speaker, the site or a library cover, made light before it is sent
 * (issue 34 item 4): a phone's 6 MB photo or an iPhone's HEIC becomes a JPEG of at most 1600 px, the size
 * staff-upload publishes, by the visitor dialog's own module (core/photos/preparePhoto.ts, loaded on the
 * first picture). Library files (`resource`) go as chosen: a document is never redrawn. A picture the
 * browser cannot read is refused here in Spanish; one it leaves as it is meets the function's checks.
 */
async function lightImage(kind: StaffUploadKind, file: File): Promise<File> {
  if (kind === 'resource' || (!STAFF_IMAGE_TYPES.includes(file.type) && !isHeic(file))) return file;
  const { preparePhoto } = await import('#core/photos/preparePhoto.ts');
  const prepared = await preparePhoto(file, {
    acceptedTypes: STAFF_IMAGE_TYPES,
    maxBytes: STAFF_IMAGE_MAX_BYTES,
  });
  if (prepared.ok) return prepared.file;
  throw prepared.reason === 'tooLarge'
    ? { code: 'too_large', message: uploadMessages.staff.too_large(true) }
    : { code: 'undecodable', message: uploadMessages.staff.undecodable() };
}
