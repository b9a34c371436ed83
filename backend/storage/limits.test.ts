import { describe, expect, it } from 'vitest';
import {
  effectiveFileSizeLimit,
  GLOBAL_MAX_FILE_SIZE,
  isEmptyFolderPlaceholder,
  parseConfigFileSize,
  parseFileSizeLimit,
} from './limits.ts';

describe('upload limits', () => {
  it.each([
    [null, GLOBAL_MAX_FILE_SIZE],
    [undefined, GLOBAL_MAX_FILE_SIZE],
    [0, 0],
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

  it.each([
    [52428800, 52428800],
    ['50MiB', 52428800],
    ['5MB', 5242880],
    ['5mb', 5242880],
    ['500KB', 512000],
    ['1.5GiB', 1610612736],
    ['5000000', 5000000],
    ['2 MiB', 2097152],
  ])('config.toml file_size_limit %j → %i bytes (units of 1024, as the CLI)', (value, bytes) => {
    expect(parseConfigFileSize(value)).toBe(bytes);
  });

  it.each([['50 MiBs'], ['-1'], [''], [-5], [[]], [true]])('refuses config file_size_limit %j', (value) => {
    expect(parseConfigFileSize(value)).toBeInstanceOf(Error);
  });

  it.each([
    ['folder/.emptyFolderPlaceholder', true],
    ['.emptyFolderPlaceholder', true],
    ['folder/photo.png', false],
  ])('%s is the empty-folder placeholder: %s', (key, expected) => {
    expect(isEmptyFolderPlaceholder(key)).toBe(expected);
  });
});
