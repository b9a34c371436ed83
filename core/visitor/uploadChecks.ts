import { type ToastMessage, visitorMessages } from './visitorMessages.ts';

/** What the browser tells us about a chosen file (a File satisfies it). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

// Some systems report no type (or a generic one) for Word files; the extension then decides.
const CV_EXTENSIONS: Record<string, (typeof CV_TYPES)[number]> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The toast for a photo the testimonial dialog must refuse (type first, then size), or null. */
export function photoProblem(file: FileFacts): ToastMessage | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return visitorMessages.photoWrongType;
  if (file.size > PHOTO_MAX_BYTES) return visitorMessages.photoTooLarge;
  return null;
}

/** The content type to upload a CV with: the declared one when accepted, else the extension's. */
export function cvContentType(file: FileFacts): string | null {
  if ((CV_TYPES as readonly string[]).includes(file.type)) return file.type;
  return CV_EXTENSIONS[fileExtension(file.name)] ?? null;
}

/** The toast for a CV the application form must refuse (spec §5: size, then format), or null. */
export function cvProblem(file: FileFacts): ToastMessage | null {
  if (file.size > CV_MAX_BYTES) return visitorMessages.cvTooLarge;
  if (cvContentType(file) === null) return visitorMessages.cvWrongType;
  return null;
}
