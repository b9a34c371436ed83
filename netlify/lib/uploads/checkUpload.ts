import { fileTypeFromBuffer } from 'file-type';
import { inspectDoc } from './inspectDoc.ts';
import { inspectDocx } from './inspectDocx.ts';
import { inspectPdf } from './inspectPdf.ts';
import { UPLOAD_LIMITS } from './limits.ts';
import { type ProcessedImage, processImage } from './processImage.ts';
import { cvRefusals, photoRefusals, type Refusal } from './refusals.ts';

/**
 * What the upload function runs on a visitor's file before anything is stored. The type is read from the
 * bytes (file-type), never from the name or the declared type, and judged against the form's list.
 */
export async function checkPhoto(bytes: Uint8Array): Promise<ProcessedImage | Refusal> {
  if (bytes.byteLength > UPLOAD_LIMITS.photo.maxBytes) return photoRefusals.tooLarge;
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(UPLOAD_LIMITS.photo.types as readonly string[]).includes(detected.mime)) {
    return photoRefusals.wrongType;
  }
  return processImage(bytes);
}

export interface CheckedCv {
  ok: true;
  /** The type to store the CV with: the detected one, whatever the visitor's browser declared. */
  contentType: (typeof UPLOAD_LIMITS.cv.types)[number];
  extension: 'pdf' | 'doc' | 'docx';
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// A macro-enabled document or any zip is inspected as a DOCX, so the refusal says why (macros, limits).
const ZIP_TYPES = new Set([DOCX_TYPE, 'application/vnd.ms-word.document.macroenabled.12', 'application/zip']);

export async function checkCv(bytes: Uint8Array): Promise<CheckedCv | Refusal> {
  if (bytes.byteLength > UPLOAD_LIMITS.cv.maxBytes) return cvRefusals.tooLarge;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'application/pdf') {
    return inspectPdf(bytes) ?? { ok: true, contentType: 'application/pdf', extension: 'pdf' };
  }
  if (detected?.mime === 'application/x-cfb') {
    return inspectDoc(bytes) ?? { ok: true, contentType: 'application/msword', extension: 'doc' };
  }
  if (detected && ZIP_TYPES.has(detected.mime)) {
    return (await inspectDocx(bytes)) ?? { ok: true, contentType: DOCX_TYPE, extension: 'docx' };
  }
  return cvRefusals.wrongType;
}
