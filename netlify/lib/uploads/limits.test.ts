import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from './limits.ts';

const migration = (name: string) =>
  readFileSync(new URL(`../../../supabase/migrations/${name}`, import.meta.url), 'utf8');

describe('upload limits', () => {
  it.each([
    ['photo', UPLOAD_LIMITS.photo, '20250605121200_create_testimonial_photos_bucket.sql'],
    ['cv', UPLOAD_LIMITS.cv, '20250605121300_create_applicant_cvs_bucket.sql'],
  ])('the %s limits are the bucket’s own size and types', (_form, limits, file) => {
    const sql = migration(file);
    expect(sql).toContain(`${limits.maxBytes},`);
    for (const type of limits.types) expect(sql).toContain(`'${type}'`);
  });

  it('keeps the published image within what it may decode, and the thumbnail smaller', () => {
    const { maxInputPixels, maxLongSide, thumbnailLongSide } = UPLOAD_LIMITS.image;
    expect(maxInputPixels).toBe(40_000_000);
    expect(maxLongSide).toBe(1600);
    expect(thumbnailLongSide).toBeLessThan(maxLongSide);
  });

  it('bounds archives and PDFs well above a real CV and far below a bomb', () => {
    expect(UPLOAD_LIMITS.docx.maxEntries).toBeGreaterThanOrEqual(200);
    expect(UPLOAD_LIMITS.docx.maxEntries).toBeLessThan(1500);
    for (const bound of [UPLOAD_LIMITS.docx.maxInflatedBytes, UPLOAD_LIMITS.pdf.maxInflatedBytes]) {
      expect(bound).toBeGreaterThan(10 * UPLOAD_LIMITS.cv.maxBytes);
      expect(bound).toBeLessThanOrEqual(128 * 1024 * 1024);
    }
  });
});
