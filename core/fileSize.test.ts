import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [0.5, '0,5 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1_048_576, '1 MB'],
    [2_621_440, '2,5 MB'],
    [1234567, '1,18 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1024 TB'],
    ['2048', '2 KB'],
    [-1, 'Tamaño no disponible'],
    [Number.NaN, 'Tamaño no disponible'],
    ['abc', 'Tamaño no disponible'],
    ['', 'Tamaño no disponible'],
    [null, 'Tamaño no disponible'],
    [undefined, 'Tamaño no disponible'],
  ])('%o → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
