import { describe, expect, it } from 'vitest';
import { formatMegabytes, isSavableAudio } from './savedAudio.ts';

const site = 'https://palabraviva.org';
const supabase = 'https://abc.supabase.co';

describe('isSavableAudio', () => {
  it.each([
    ['https://abc.supabase.co/storage/v1/object/public/teaching_media/a.mp3', true],
    ['https://palabraviva.org/audio/a.mp3', true],
    ['/audio/a.mp3', true],
    ['https://podcasts.example.org/a.mp3', false],
    ['https://other.supabase.co/storage/v1/object/public/a.mp3', false],
    ['javascript:alert(1)', false],
    ['http://[bad', false],
  ])('%s → %s', (url, savable) => {
    expect(isSavableAudio(url, site, supabase)).toBe(savable);
  });
});

describe('formatMegabytes', () => {
  it.each([
    [4_200_000, '4,2 MB'],
    [12_345_678, '12,3 MB'],
    [1_000, '0,1 MB'],
    [0, '0,1 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatMegabytes(bytes)).toBe(text);
  });
});
