/**
 * What the visitors' upload buckets accept (supabase/migrations: testimonial_photos, applicant_cvs) and how
 * a chosen file's type is read. Free of Zod, so the code that uploads does not load the schemas;
 * core/schemas/visitorFiles.ts checks files against these.
 */
/** What the browser tells us about a chosen file (a File satisfies it). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** The testimonial_photos bucket's limits (docs/spec.md §5: 2 MB; JPG, PNG, WEBP or GIF). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The applicant_cvs bucket's limits (docs/spec.md §5: 5 MB; PDF, DOC or DOCX). */
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

/** The content type to upload a CV with: the declared one when accepted, else the extension's. */
export function cvContentType(file: FileFacts): string | null {
  if ((CV_TYPES as readonly string[]).includes(file.type)) return file.type;
  return CV_EXTENSIONS[fileExtension(file.name)] ?? null;
}
