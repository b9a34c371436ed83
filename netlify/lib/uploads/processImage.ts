import sharp, { type Sharp } from 'sharp';
import { UPLOAD_LIMITS } from './limits.ts';
import { photoRefusals, type Refusal } from './refusals.ts';

export interface EncodedImage {
  bytes: Uint8Array;
  contentType: 'image/webp' | 'image/avif';
  width: number;
  height: number;
}

export interface ProcessedImage {
  ok: true;
  /** At most `maxLongSide` px on its long side, WebP, without a single metadata block. */
  image: EncodedImage;
  /** The same picture as AVIF, only when it is clearly smaller than the WebP. */
  avif: EncodedImage | null;
  thumbnail: EncodedImage;
}

const {
  maxInputPixels,
  maxLongSide,
  thumbnailLongSide,
  webpQuality,
  avifQuality,
  avifEffort,
  avifMinSaving,
} = UPLOAD_LIMITS.image;

/**
 * Decodes an image with libvips and encodes new files from its pixels alone, so nothing the upload carried
 * survives: no Exif (GPS position, camera serial), XMP, IPTC or ICC block, no bytes appended after the
 * image (polyglots), no extra frames. Too many pixels are refused from the header, before decoding;
 * a file libvips cannot decode cleanly (truncated, corrupt, not an image) is refused too.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage | Refusal> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone: no pixel limit here, so a pixel flood is measured rather than failing as corrupt.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = metadata.width;
    height = metadata.pageHeight ?? metadata.height;
  } catch {
    return photoRefusals.undecodable;
  }
  if (!width || !height) return photoRefusals.undecodable;
  if (width * height > maxInputPixels) return photoRefusals.tooManyPixels;

  try {
    // One decode, oriented as the camera meant it (the Exif orientation is applied, then dropped).
    const decoded = sharp(bytes, {
      limitInputPixels: maxInputPixels,
      failOn: 'warning',
      pages: 1,
    }).autoOrient();
    const fitted = decoded
      .clone()
      .resize(maxLongSide, maxLongSide, { fit: 'inside', withoutEnlargement: true });
    const [image, avif, thumbnail] = await Promise.all([
      encode(fitted.clone().webp({ quality: webpQuality }), 'image/webp'),
      encode(fitted.clone().avif({ quality: avifQuality, effort: avifEffort }), 'image/avif'),
      encode(
        decoded
          .clone()
          .resize(thumbnailLongSide, thumbnailLongSide, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: webpQuality }),
        'image/webp',
      ),
    ]);
    const avifPays = avif.bytes.byteLength <= image.bytes.byteLength * (1 - avifMinSaving);
    return { ok: true, image, avif: avifPays ? avif : null, thumbnail };
  } catch {
    return photoRefusals.undecodable;
  }
}

async function encode(pipeline: Sharp, contentType: EncodedImage['contentType']): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), contentType, width: info.width, height: info.height };
}
