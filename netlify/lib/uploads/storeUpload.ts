import { randomUUID } from 'node:crypto';
import { THUMBNAIL_SUFFIX } from '#core/photos/photoThumbnail.ts';
import { cvPath, testimonialPhotoBase } from '#core/visitor/uploadNames.ts';
import type { ServiceClient } from '../serverFunction.ts';
import type { CheckedCv } from './checkUpload.ts';
import type { ProcessedImage } from './processImage.ts';

const CACHE_SECONDS = '3600';

/** Where a cleaned photo went: the published image, its carousel thumbnail and, when it paid, an AVIF twin. */
export interface StoredPhoto {
  paths: string[];
  url: string;
  thumbnailUrl: string;
  avifUrl: string | null;
}

/** The files of a processed image, named after `base` as the public pages expect (core/photos/photoThumbnail.ts). */
export const photoFiles = (base: string, photo: ProcessedImage) => [
  { path: `${base}.webp`, image: photo.image },
  { path: `${base}${THUMBNAIL_SUFFIX}`, image: photo.thumbnail },
  ...(photo.avif ? [{ path: `${base}.avif`, image: photo.avif }] : []),
];

/**
 * Uploads encoded images with the service role, all or nothing: when one fails, those already stored are
 * removed and the error is thrown. Answers their paths, in order.
 */
export async function storeAll(
  service: ServiceClient,
  bucketId: string,
  files: readonly { path: string; image: { bytes: Uint8Array; contentType: string } }[],
): Promise<string[]> {
  const bucket = service.storage.from(bucketId);
  const stored: string[] = [];
  for (const { path, image } of files) {
    const { error } = await bucket.upload(path, image.bytes, {
      contentType: image.contentType,
      cacheControl: CACHE_SECONDS,
    });
    if (error) {
      if (stored.length > 0) await bucket.remove(stored);
      throw error;
    }
    stored.push(path);
  }
  return stored;
}

/**
 * Stores a processed image with the service role, all or nothing: the WebP under `base`.webp, its
 * thumbnail under `base`_thumb.webp (the name the public pages derive it from) and the AVIF when kept.
 */
export async function storeImage(
  service: ServiceClient,
  bucketId: string,
  base: string,
  photo: ProcessedImage,
): Promise<StoredPhoto> {
  const stored = await storeAll(service, bucketId, photoFiles(base, photo));
  const url = (path: string) => service.storage.from(bucketId).getPublicUrl(path).data.publicUrl;
  return {
    paths: stored,
    url: url(`${base}.webp`),
    thumbnailUrl: url(`${base}${THUMBNAIL_SUFFIX}`),
    avifUrl: photo.avif ? url(`${base}.avif`) : null,
  };
}

/** A visitor's testimonial photo, under an unguessable name (it is public before moderation). */
export const storeTestimonialPhoto = (service: ServiceClient, photo: ProcessedImage) =>
  storeImage(service, 'testimonial_photos', testimonialPhotoBase(randomUUID()), photo);

/** The CV as sent (its checks passed), typed by its bytes, named after the applicant as the spec shows. */
export async function storeCv(service: ServiceClient, bytes: Uint8Array, cv: CheckedCv, applicant: string) {
  const path = cvPath(applicant, cv.extension, randomUUID());
  const { error } = await service.storage
    .from('applicant_cvs')
    .upload(path, bytes, { contentType: cv.contentType, cacheControl: CACHE_SECONDS });
  if (error) throw error;
  return path;
}
