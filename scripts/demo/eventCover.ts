import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { thumbnailPath } from '#core/photos/photoThumbnail.ts';
import { staffObjectPath } from '#core/staffUpload.ts';
import { checkStaffFile } from '../../netlify/lib/uploads/checkStaffUpload.ts';
import { WIDTH as SCENE_WIDTH, scene } from './art/scene.ts';
import { windingPath } from './art/topicMotifs.ts';
import { DEMO_EVENT_COVER, DEMO_PATHS } from './outputs.ts';
import { phoneCapture } from './testimonialPhoto.ts';

// A phone's landscape photo (16:9, 8 MP), as a staff member would choose for an event's cover.
const WIDTH = 3840;
const HEIGHT = 2160;

/**
 * The conference's cover: a dawn over the hills, taken as a phone would and published by the staff-upload
 * function's own check (netlify/lib/uploads: type from the bytes, 1600 px WebP without metadata and its
 * 320 px twin), written where the seed uploads blog_images from under the name the function gives it
 * (supabase/seeds/events.sql points the conference at it). So the demo has one photo whose twin
 * «Ahorro de datos» shows (issue 31 item 4; the other covers are SVG illustrations, which have none).
 */
export async function writeEventCover(): Promise<string[]> {
  const svg = scene({ title: 'Amanecer sobre las colinas', sky: 'dawn', motif: windingPath() });
  const original = await phoneCapture(svg, SCENE_WIDTH, WIDTH, HEIGHT);
  const checked = await checkStaffFile('image', original);
  if (!checked.ok || !checked.thumbnail) throw new Error('la portada de la demo fue rechazada');
  const path = staffObjectPath('image', {
    userId: '',
    fileName: DEMO_EVENT_COVER.fileName,
    now: DEMO_EVENT_COVER.uploadedAt,
    extension: checked.extension,
  });
  rmSync(DEMO_PATHS.blogImagesDir, { recursive: true, force: true });
  const files = [
    { path, bytes: checked.bytes, size: '1600 px' },
    { path: thumbnailPath(path)!, bytes: checked.thumbnail.bytes, size: '320 px' },
  ];
  return [
    `original: ${WIDTH}×${HEIGHT} JPEG, ${(original.byteLength / 1024 / 1024).toFixed(2)} MB`,
    ...files.map((file) => {
      const written = DEMO_PATHS.blogImage(file.path);
      mkdirSync(dirname(written), { recursive: true });
      writeFileSync(written, file.bytes);
      return `${file.path}: ${file.size}, ${(file.bytes.byteLength / 1024).toFixed(1)} KB`;
    }),
  ];
}
