import { PHOTO_TYPES } from '../visitor/fileTypes.ts';
import {
  fitsBucket,
  fittedSize,
  isHeic,
  JPEG_QUALITIES,
  jpegName,
  MAX_REDRAWN_PIXELS,
  needsRedrawing,
} from './photoSize.ts';

/** The photo to send, or why the browser could not use it. */
export type PreparedPhoto = { ok: true; file: File } | { ok: false; reason: 'unreadable' | 'tooLarge' };

/** Where the photo goes: the types its bucket keeps as sent and its size limit (a testimonial's by default). */
export interface PhotoTarget {
  acceptedTypes: readonly string[];
  maxBytes?: number;
}

const asChosen = (file: File): PreparedPhoto => ({ ok: true, file });

/**
 * Makes a chosen photo light before it is sent (photoSize.ts says how). The browser reads the picture's
 * size without decoding it, then decodes it straight at the size it will be sent at; an HEIC it cannot open
 * (every browser but Safari) is decoded by libheif (decodeHeic.ts), downloaded only then. A file it cannot
 * read, or a picture too large to redraw safely (a pixel flood), goes as chosen: the upload function's
 * checks, the wall that counts, refuse it with their own Spanish message. Redrawn on a canvas, a photo also
 * leaves its EXIF data behind (the place it was taken included).
 */
export async function preparePhoto(
  file: File,
  target: PhotoTarget = { acceptedTypes: PHOTO_TYPES },
): Promise<PreparedPhoto> {
  const image = await loadImage(file);
  if (!image) return isHeic(file) ? redrawHeic(file, target) : asChosen(file);
  const { naturalWidth: width, naturalHeight: height } = image;
  if (width * height > MAX_REDRAWN_PIXELS || !needsRedrawing(file, width, height, target.acceptedTypes))
    return asChosen(file);
  const size = fittedSize(width, height);
  const picture = await createImageBitmap(image, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'high',
  }).catch(() => null);
  return picture ? redraw(picture, file.name, target) : asChosen(file);
}

/** The picture as an <img>: its size known once loaded, its pixels decoded only when drawn; null if unreadable. */
async function loadImage(file: File): Promise<HTMLImageElement | null> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  try {
    await new Promise((resolve, reject) => {
      image.onload = resolve;
      image.onerror = reject;
      image.src = url;
    });
    return image;
  } catch {
    return null;
  } finally {
    // The loaded image keeps its data: the address is not needed to draw it.
    URL.revokeObjectURL(url);
  }
}

async function redrawHeic(file: File, target: PhotoTarget): Promise<PreparedPhoto> {
  try {
    const { decodeHeic } = await import('./decodeHeic.ts');
    return redraw(await decodeHeic(file), file.name, target);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/** The picture as a JPEG at most PHOTO_LONG_SIDE wide or high, at the best quality that fits the bucket. */
async function redraw(picture: ImageBitmap, name: string, target: PhotoTarget): Promise<PreparedPhoto> {
  try {
    const { width, height } = fittedSize(picture.width, picture.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, reason: 'unreadable' };
    // JPEG has no transparency: a PNG's clear parts become white, as they look on the page.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(picture, 0, 0, width, height);
    for (const quality of JPEG_QUALITIES) {
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (fitsBucket(blob.size, target.maxBytes))
        return asChosen(new File([blob], jpegName(name), { type: 'image/jpeg' }));
    }
    return { ok: false, reason: 'tooLarge' };
  } finally {
    picture.close();
  }
}
