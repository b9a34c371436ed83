import {
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
 * its bucket's size is refused the same way at once, before anything is sent.
 */
export async function uploadStaffFile(kind: StaffUploadKind, file: File): Promise<StaffUploadAnswer> {
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
