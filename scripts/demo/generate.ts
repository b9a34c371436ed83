import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteDefaults } from '#core/siteConfig.ts';
import { founderPortraitSvg } from './art/founderPortrait.ts';
import { ILLUSTRATIONS, illustrationSvg } from './art/illustrations.ts';
import { videoFrameSvg } from './art/videoFrame.ts';
import { DEMO_AUDIOS, DEMO_VIDEOS } from './demoMedia.ts';
import { writeEventCover } from './eventCover.ts';
import { encodeMp3, encodeMp4, masterVoice, rasterize, speak } from './media/encode.ts';
import { mp3Seconds, mp4Seconds } from './media/mediaDuration.ts';
import { DEMO_PATHS } from './outputs.ts';
import { writeTestimonialPhoto } from './testimonialPhoto.ts';

/**
 * Makes the demo's artwork and media once; the results are committed (npm start and npm test never run
 * this). Illustrations are pure code, the photo testimonial and the conference's cover go through the upload
 * functions' image processing (sharp); audio and video need espeak-ng, ffmpeg and rsvg-convert.
 *   npm run demo:generate              everything
 *   npm run demo:generate -- --art     only the artwork (SVG files, the testimonial photo and the cover)
 * Prints each clip's duration and size: supabase/seed.sql records the rounded durations (seed.test.ts checks).
 */
for (const illustration of ILLUSTRATIONS) {
  writeFileSync(DEMO_PATHS.illustration(illustration.name), illustrationSvg(illustration));
}
writeFileSync(DEMO_PATHS.founder, founderPortraitSvg(siteDefaults.about.founder.image.alt));
console.log(`${ILLUSTRATIONS.length} ilustraciones y el retrato del fundador escritos.`);
console.log(`Foto de testimonio de la demo:\n  ${(await writeTestimonialPhoto()).join('\n  ')}`);
console.log(`Portada de la conferencia de la demo:\n  ${(await writeEventCover()).join('\n  ')}`);

if (!process.argv.includes('--art')) {
  const work = mkdtempSync(join(tmpdir(), 'pv-demo-media-'));
  const illustrationFor = (topic: string) => {
    const found = ILLUSTRATIONS.find((illustration) => illustration.name === topic);
    if (!found) throw new Error(`No hay ilustración para el tema ${topic}`);
    return found;
  };
  const voice = (text: string, name: string) => {
    speak(text, join(work, `${name}.raw.wav`));
    masterVoice(join(work, `${name}.raw.wav`), join(work, `${name}.wav`));
    return join(work, `${name}.wav`);
  };
  const report = (file: string, seconds: (bytes: Buffer) => number) => {
    const bytes = readFileSync(file);
    const duration = seconds(bytes);
    console.log(
      `duration_seconds ${Math.round(duration)} (${duration.toFixed(2)} s), ${bytes.length} B: ${file}`,
    );
  };
  try {
    mkdirSync(DEMO_PATHS.audioDir, { recursive: true });
    mkdirSync(DEMO_PATHS.videoDir, { recursive: true });
    for (const clip of DEMO_AUDIOS) {
      const wav = voice(`${clip.title}. ${clip.words} Audio de ejemplo.`, clip.slug);
      encodeMp3(wav, DEMO_PATHS.audio(clip.slug), { title: clip.title, artist: 'Palabra Viva' });
      report(DEMO_PATHS.audio(clip.slug), mp3Seconds);
    }
    for (const clip of DEMO_VIDEOS) {
      const wav = voice(`Video de ejemplo de Palabra Viva. ${clip.title}.`, clip.slug);
      const png = join(work, `${clip.slug}.png`);
      rasterize(videoFrameSvg(illustrationFor(clip.topic), clip.title), png, 640);
      encodeMp4(png, wav, DEMO_PATHS.video(clip.slug), clip.title);
      report(DEMO_PATHS.video(clip.slug), mp4Seconds);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
