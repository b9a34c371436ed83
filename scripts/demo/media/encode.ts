import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/**
 * The command-line tools that make the demo media (Debian: `apt-get install espeak-ng ffmpeg librsvg2-bin`).
 * Only scripts/demo/generate.ts uses them: npm start and npm test read the committed results.
 */
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });

/** Latin-American Spanish, a little slower than the default so the synthetic voice stays clear. */
export function speak(text: string, wavFile: string): void {
  run('espeak-ng', ['-v', 'es-419', '-s', '160', '-p', '45', '-w', wavFile, text]);
}

// A breath of silence before and after, and the loudness podcasts are mixed to (−16 LUFS).
const VOICE_FILTER = 'adelay=400:all=1,apad=pad_dur=0.8,loudnorm=I=-16:TP=-1.5';
const QUIET = ['-loglevel', 'error', '-y'];

/** The spoken WAV made ready to encode: padded, normalised, mono 44.1 kHz. */
export function masterVoice(rawWav: string, wavFile: string): void {
  run('ffmpeg', [...QUIET, '-i', rawWav, '-af', VOICE_FILTER, '-ar', '44100', '-ac', '1', wavFile]);
}

/**
 * MP3 (what every browser plays and Apple Podcasts accepts), mono 44.1 kHz at a constant 40 kbit/s:
 * enough for one synthetic voice, and a constant rate lets players compute the duration from the size.
 */
export function encodeMp3(wavFile: string, mp3File: string, tags: { title: string; artist: string }): void {
  const metadata = ['-metadata', `title=${tags.title}`, '-metadata', `artist=${tags.artist}`];
  run('ffmpeg', [...QUIET, '-i', wavFile, '-c:a', 'libmp3lame', '-b:a', '40k', ...metadata, mp3File]);
}

/** SVG → PNG at the video's size (rsvg-convert renders the text with the machine's fonts). */
export function rasterize(svg: string, pngFile: string, width: number): void {
  const svgFile = `${pngFile}.svg`;
  writeFileSync(svgFile, svg);
  run('rsvg-convert', ['-w', String(width), '-o', pngFile, svgFile]);
}

/**
 * A still frame with the voice: H.264 tuned for a still image at 5 frames/s and AAC mono, in an MP4
 * with its index first, so a browser starts playing before the download ends.
 */
export function encodeMp4(pngFile: string, wavFile: string, mp4File: string, title: string): void {
  // The looped image never ends; the clip lasts as long as the voice (-shortest overshoots with a loop).
  const seconds = probeSeconds(wavFile).toFixed(2);
  const inputs = ['-loop', '1', '-framerate', '5', '-i', pngFile, '-i', wavFile, '-t', seconds];
  const video = ['-c:v', 'libx264', '-tune', 'stillimage', '-preset', 'veryslow', '-crf', '30'];
  const container = ['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-metadata', `title=${title}`];
  run('ffmpeg', [...QUIET, ...inputs, '-c:a', 'aac', '-b:a', '32k', ...video, ...container, mp4File]);
}

/** Duration in seconds as ffprobe reads it from the container. */
export function probeSeconds(file: string): number {
  const out = run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(out.toString().trim());
}
