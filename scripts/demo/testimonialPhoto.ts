import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { testimonialPhotoBase } from '#core/visitor/uploadNames.ts';
import { checkPhoto } from '../../netlify/lib/uploads/checkUpload.ts';
import { photoFiles } from '../../netlify/lib/uploads/storeUpload.ts';
import { testimonialPortraitSvg } from './art/testimonialPortrait.ts';
import { DEMO_PATHS, DEMO_TESTIMONIAL_PHOTO_ID } from './outputs.ts';

// A phone's 12 MP portrait (3:4), saved as the visitor form allows (≤ 2 MB).
const WIDTH = 3000;
const HEIGHT = 4000;

/**
 * What a phone would send of an SVG drawn `svgWidth` wide: rasterised at width × height, with sensor grain
 * and the lens's softness, as a JPEG whose Exif says where it was taken and which camera took it.
 */
export async function phoneCapture(svg: string, svgWidth: number, width: number, height: number) {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .png()
    .toBuffer();
  const photo = sharp(Buffer.from(svg), { density: (72 * width) / svgWidth })
    .resize(width, height)
    .composite([{ input: grain, blend: 'soft-light' }])
    .blur(0.8)
    .withExif({
      IFD0: { Make: 'Teléfono', Model: 'Demo 12' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '34/1 36/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '58/1 22/1 0/1',
      },
    });
  return new Uint8Array(await photo.jpeg({ quality: 82 }).toBuffer());
}

/** What a visitor's phone would send: the portrait at 12 MP, as the visitor form allows (≤ 2 MB). */
export const phonePhoto = (): Promise<Uint8Array> =>
  phoneCapture(testimonialPortraitSvg(), 750, WIDTH, HEIGHT);

/**
 * The demo's photo testimonial, made by the upload function's own check (netlify/lib/uploads: type from the
 * bytes, decode, 1600 px WebP without metadata, AVIF when it pays, 320 px thumbnail) and written where the
 * seed uploads testimonial_photos from, under the names the function gives: supabase/seeds/testimonials.sql
 * points an approved testimonial at it, so the home carousel (and the 60 KB quality gate) show a real one.
 */
export async function writeTestimonialPhoto(): Promise<string[]> {
  const original = await phonePhoto();
  const processed = await checkPhoto(original);
  if (!processed.ok) throw new Error(`la foto de la demo fue rechazada: ${processed.code}`);
  rmSync(DEMO_PATHS.testimonialPhotosDir, { recursive: true, force: true });
  const written = photoFiles(testimonialPhotoBase(DEMO_TESTIMONIAL_PHOTO_ID), processed).map(
    ({ path, image }) => {
      const file = DEMO_PATHS.testimonialPhoto(path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, image.bytes);
      return `${path}: ${image.width}×${image.height}, ${(image.bytes.byteLength / 1024).toFixed(1)} KB`;
    },
  );
  return [
    `original: ${WIDTH}×${HEIGHT} JPEG, ${(original.byteLength / 1024 / 1024).toFixed(2)} MB`,
    ...written,
  ];
}
