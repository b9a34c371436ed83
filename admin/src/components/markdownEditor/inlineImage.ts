import { adminMessages } from '../../lib/messages.ts';

const editorCopy = adminMessages.editor;

/** What blog_images takes (its bucket limits and the staff-upload function's checks). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The staff-upload function publishes images at most 1600 px on their long side: no need to send more. */
export const IMAGE_LONG_SIDE = 1600;
export const ALT_MAX_LENGTH = 250;

const copy = editorCopy.image;

export interface ImageChoice {
  file: { type: string } | null;
  alt: string;
}

/** Each field's Spanish refusal, shown beside it; empty when the picture can go up. */
export function imageProblems({ file, alt }: ImageChoice): { file?: string; alt?: string } {
  const problems: { file?: string; alt?: string } = {};
  if (!file) problems.file = copy.missingFile;
  else if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) problems.file = copy.wrongType;
  const description = alt.trim();
  if (description === '') problems.alt = copy.altRequired;
  else if (description.length > ALT_MAX_LENGTH) problems.alt = copy.altTooLong(ALT_MAX_LENGTH);
  return problems;
}

/** The size to draw a picture at so its long side fits, or null when it already does. */
export function fittedSize(width: number, height: number, longSide = IMAGE_LONG_SIDE) {
  const scale = longSide / Math.max(width, height);
  if (!(scale < 1)) return null;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A phone's 12-megapixel photo drawn at 1600 px in the browser before it is sent: seconds less on a slow
 * connection, and under the bucket's 5 MB. GIFs go as they are (a redraw would stop them moving), and so
 * does a picture that already fits. WebP where the browser writes it, else JPEG (PNG keeps transparency).
 */
export async function shrinkImage(file: File): Promise<File> {
  if (file.type === 'image/gif') return file;
  const bitmap = await createImageBitmap(file);
  const size = fittedSize(bitmap.width, bitmap.height);
  if (!size) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  let blob = await encode('image/webp');
  if (blob?.type !== 'image/webp')
    blob = await encode(file.type === 'image/png' ? 'image/png' : 'image/jpeg');
  if (!blob) return file;
  const name = file.name.replace(/\.[^.]+$/, '') || 'imagen';
  return new File([blob], `${name}.${blob.type.split('/')[1]}`, { type: blob.type });
}
