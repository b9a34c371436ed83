import { describe, expect, it } from 'vitest';
import { effectiveFileSizeLimit, GLOBAL_MAX_FILE_SIZE, parseFileSizeLimit } from './limits.ts';

describe('upload limits', () => {
  it.each([
    [null, GLOBAL_MAX_FILE_SIZE],
    [0, GLOBAL_MAX_FILE_SIZE],
    [2_000_000, 2_000_000],
    [GLOBAL_MAX_FILE_SIZE * 2, GLOBAL_MAX_FILE_SIZE],
  ])('bucket limit %j → %i', (bucketLimit, expected) => {
    expect(effectiveFileSizeLimit(bucketLimit, GLOBAL_MAX_FILE_SIZE)).toBe(expected);
  });

  it.each([
    [undefined, undefined],
    [null, null],
    [1024, 1024],
    ['2MB', 2_000_000],
    ['5mb', 5_000_000],
    ['30KB', 30_000],
    ['1.5GB', 1_500_000_000],
    ['3B', 3],
  ])('file_size_limit %j → %j', (value, expected) => {
    expect(parseFileSizeLimit(value)).toBe(expected);
  });

  it.each([[-1], [1.5], ['2 MiB'], ['MB'], [true], [[1]], [Number.MAX_VALUE]])('refuses %j', (value) => {
    expect(parseFileSizeLimit(value)).toBeInstanceOf(Error);
  });
});
