import { fileTypeFromBuffer } from 'file-type';
import type { StaffUploadKind } from '#core/staffUpload.ts';
import { inspectCompoundFile } from './inspectDoc.ts';
import { inspectArchive } from './inspectDocx.ts';
import { inspectPdf } from './inspectPdf.ts';
import { UPLOAD_LIMITS } from './limits.ts';
import { type EncodedImage, processImage } from './processImage.ts';
import type { RefusalCode } from './refusals.ts';

/**
 * A staff file ready to publish: the bytes to store, typed and named by what they are; `asSent` when they
 * are the uploaded bytes unchanged (a document), so they can be copied in Storage rather than sent again.
 * A re-encoded image brings its 320 px twin, stored beside it for data-saver pages (issue 31 item 4).
 */
export interface StaffFile {
  ok: true;
  bytes: Uint8Array;
  contentType: string;
  extension: string;
  asSent: boolean;
  thumbnail?: EncodedImage;
}
export type StaffRefusal = { ok: false; code: RefusalCode };

const refuse = (code: RefusalCode): StaffRefusal => ({ ok: false, code });

// Zip-based types file-type names; the macro-enabled ones are inspected so the refusal says "macros".
const ARCHIVES = new Set([
  'application/zip',
  'application/epub+zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.ms-word.document.macroenabled.12',
  'application/vnd.ms-powerpoint.presentation.macroenabled.12',
]);

/**
 * What the staff-upload function runs on a quarantined file. The type is read from the bytes and judged
 * against the area's list. Every image is re-encoded as the visitors' photos are (WebP, at most 1600 px,
 * no metadata, with a 320 px twin); library documents are inspected (PDF active content, Office macros, archive bombs) and,
 * when accepted, kept byte for byte.
 */
export async function checkStaffFile(
  kind: StaffUploadKind,
  bytes: Uint8Array,
): Promise<StaffFile | StaffRefusal> {
  const limits = kind === 'resource' ? UPLOAD_LIMITS.resource : UPLOAD_LIMITS.staffImage;
  if (bytes.byteLength > limits.maxBytes) return refuse('too_large');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return refuse('wrong_type');
  const allowed = (limits.types as readonly string[]).includes(detected.mime);
  if (detected.mime.startsWith('image/')) return allowed ? processed(bytes) : refuse('wrong_type');
  // Pictures take images only; a macro-enabled archive offered as a library file is inspected (→ macros).
  if (!allowed && (kind !== 'resource' || !ARCHIVES.has(detected.mime))) return refuse('wrong_type');
  if (detected.mime === 'application/pdf') {
    const refusal = inspectPdf(bytes);
    return refusal ? refuse(refusal.code) : kept(bytes, 'application/pdf', 'pdf');
  }
  if (detected.mime === 'application/x-cfb') return compound(bytes);
  if (ARCHIVES.has(detected.mime)) {
    const verdict = await inspectArchive(bytes, UPLOAD_LIMITS.resourceArchive);
    if (!verdict.ok)
      return refuse(
        verdict.reason === 'not_a_zip'
          ? 'wrong_type'
          : verdict.reason === 'macros'
            ? 'macros'
            : 'archive_limits',
      );
    return allowed ? kept(bytes, detected.mime, detected.ext) : refuse('wrong_type');
  }
  return kept(bytes, detected.mime, detected.ext);
}

const kept = (bytes: Uint8Array, contentType: string, extension: string): StaffFile => ({
  ok: true,
  bytes,
  contentType,
  extension,
  asSent: true,
});

async function processed(bytes: Uint8Array): Promise<StaffFile | StaffRefusal> {
  const result = await processImage(bytes);
  if (!result.ok) return refuse(result.code);
  return {
    ...kept(result.image.bytes, result.image.contentType, 'webp'),
    asSent: false,
    thumbnail: result.thumbnail,
  };
}

function compound(bytes: Uint8Array): StaffFile | StaffRefusal {
  const verdict = inspectCompoundFile(bytes);
  if (verdict === 'doc') return kept(bytes, 'application/msword', 'doc');
  if (verdict === 'ppt') return kept(bytes, 'application/vnd.ms-powerpoint', 'ppt');
  return refuse(verdict === 'macros' ? 'macros' : 'unreadable_document');
}
