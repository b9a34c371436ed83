import { describe, expect, it } from 'vitest';
import { PHOTO_TYPES } from '../visitor/fileTypes.ts';
import { fittedSize, isHeic, jpegName, needsRedrawing, PHOTO_LONG_SIDE } from './photoSize.ts';

const MB = 1024 * 1024;

describe('a phone photo made light', () => {
  it('fits the longer side, keeps the proportions and never enlarges', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: PHOTO_LONG_SIDE, height: 1200 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: PHOTO_LONG_SIDE });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fittedSize(10_000, 3)).toEqual({ width: PHOTO_LONG_SIDE, height: 1 });
  });

  it('knows HEIC by its type or, when the browser gives none, by its extension', () => {
    expect(isHeic({ name: 'IMG_2041.HEIC', size: 1, type: '' })).toBe(true);
    expect(isHeic({ name: 'foto', size: 1, type: 'image/heif' })).toBe(true);
    expect(isHeic({ name: 'foto.jpg', size: 1, type: 'image/jpeg' })).toBe(false);
  });

  it('redraws heavy, large or unaccepted photos and sends a light one as it is', () => {
    const photo = (type: string, size: number) => ({ name: 'f', type, size });
    expect(needsRedrawing(photo('image/jpeg', 6 * MB), 4032, 3024, PHOTO_TYPES)).toBe(true);
    expect(needsRedrawing(photo('image/jpeg', 300 * 1024), 2400, 1800, PHOTO_TYPES)).toBe(true);
    expect(needsRedrawing(photo('image/heic', 1 * MB), 800, 600, PHOTO_TYPES)).toBe(true);
    expect(needsRedrawing(photo('image/png', 200 * 1024), 1200, 900, PHOTO_TYPES)).toBe(false);
    // A GIF would lose its animation: the bucket's size check decides about it.
    expect(needsRedrawing(photo('image/gif', 5 * MB), 4000, 3000, PHOTO_TYPES)).toBe(false);
  });

  it('names the redrawn photo as a JPEG', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegName('vacaciones.en.la.playa.png')).toBe('vacaciones.en.la.playa.jpg');
    expect(jpegName('')).toBe('foto.jpg');
  });
});
