import { describe, expect, it } from 'vitest';
import {
  STAFF_UPLOAD_AREAS,
  staffFileTooLarge,
  staffObjectPath,
  staffQuarantinePath,
} from './staffUpload.ts';

const facts = (fileName: string, extension: string) => ({
  userId: 'u1',
  fileName,
  now: 1_700_000_000_000,
  extension,
});

describe('staffObjectPath', () => {
  it.each([
    ['image', 'Portada del Post.PNG', 'webp', 'public/1700000000000-portada-del-post.webp'],
    ['image', 'sin extension', 'webp', 'public/1700000000000-sin-extension.webp'],
    ['image', '¿?.jpg', 'webp', 'public/1700000000000-imagen.webp'],
    ['image', 'Oración_en familia.jpeg', 'webp', 'public/1700000000000-oracion-en-familia.webp'],
    ['resource', 'Guía de estudio.PDF', 'pdf', 'u1/1700000000000.pdf'],
    ['resource', 'foto.png', 'webp', 'u1/1700000000000.webp'],
    ['thumbnail', 'raro.p/df', 'webp', 'u1/thumbnails/1700000000000.webp'],
  ] as const)('%s %j → %s', (kind, name, extension, path) => {
    expect(staffObjectPath(kind, facts(name, extension))).toBe(path);
  });
});

describe('the areas', () => {
  it('puts staff files under their own id in quarantine and only in the two public content buckets', () => {
    expect(staffQuarantinePath('u1', 'image', 'x')).toBe('u1/image/x');
    expect(new Set(Object.values(STAFF_UPLOAD_AREAS).map((area) => area.bucket))).toEqual(
      new Set(['blog_images', 'resource_files']),
    );
  });
});

describe('staffFileTooLarge', () => {
  const MB = 1024 * 1024;
  it.each([
    ['image', 5 * MB, null],
    ['image', 5 * MB + 1, 'La imagen supera el máximo de 5 MB.'],
    ['thumbnail', 8 * MB, 'La imagen supera el máximo de 5 MB.'],
    ['resource', 8 * MB, null],
    ['resource', 50 * MB + 1, 'El archivo supera el máximo de 50 MB.'],
  ] as const)('%s of %i bytes → %s', (kind, size, message) => {
    expect(staffFileTooLarge(kind, size)).toEqual(message && { code: 'too_large', message });
  });
});
