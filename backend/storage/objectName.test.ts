import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StorageError } from './errors.ts';
import {
  bucketFromRawSegment,
  isValidBucketId,
  isValidKey,
  keyFromRawSegments,
  keyProblem,
  MAX_KEY_BYTES,
  mustBeValidKey,
} from './objectName.ts';

// As Supabase Storage's isValidKey: S3-safe ASCII, any arrangement of it (it is a key, not a file path).
describe('object keys', () => {
  it.each([
    ['photo.png'],
    ['public/2024/foto de Ana.jpg'],
    ['a/b/c/d.txt'],
    ['.hidden'],
    ['...'],
    ["weird !*'()&$@=;:+,?.txt"],
    ['a/../b'],
    ['a//b'],
    ['/a'],
    ['x'.repeat(MAX_KEY_BYTES)],
  ])('accepts %j', (key) => {
    expect(keyProblem(key)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['año/canción ñ.mp3', 'character Storage does not accept'],
    ['100%.txt', 'character Storage does not accept'],
    ['a#b', 'character Storage does not accept'],
    ['[x]{y}', 'character Storage does not accept'],
    ['a\\b', 'character Storage does not accept'],
    ['nul\u0000byte', 'character Storage does not accept'],
    ['line\nbreak', 'character Storage does not accept'],
    ['del\u007f', 'character Storage does not accept'],
    ['public/\u202egnp.exe', 'character Storage does not accept'],
    ['lone\ud800surrogate', 'character Storage does not accept'],
    ['x'.repeat(MAX_KEY_BYTES + 1), 'too long'],
  ])('refuses %j (%s)', (key, problem) => {
    expect(keyProblem(key)).toBe(problem);
  });

  it('throws InvalidKey with the key in the message', () => {
    expect(() => mustBeValidKey('a/ñ')).toThrow(StorageError);
    expect(() => mustBeValidKey('a/ñ')).toThrow('Invalid key: a/ñ');
    expect(() => mustBeValidKey(42)).toThrow('Invalid key: ');
  });
});

describe('keys from raw URL segments', () => {
  it.each([
    [['folder', 'foto%20de%20Ana.jpg'], 'folder/foto de Ana.jpg'],
    [['a%2Fb', 'c'], 'a/b/c'],
    [['a%2F..%2Fb'], 'a/../b'],
    [['%2e%2e', 'x'], '../x'],
    [['a', ''], 'a/'],
  ])('decodes %j segment by segment', (segments, key) => {
    expect(keyFromRawSegments(segments)).toBe(key);
  });

  it.each([
    [['%C3%B1and%C3%BA.png']],
    [['100%25.txt']],
    [['a%00b']],
    [['a%5Cb']],
    [['bad%E0%A4%A']],
    [['%ED%A0%80']],
    [[]],
  ])('refuses %j', (segments) => {
    expect(() => keyFromRawSegments(segments)).toThrow(/^Invalid key: /);
  });
});

describe('bucket ids', () => {
  it.each([['avatars'], ['testimonial_photos'], ['blog-images.v2'], ['x'.repeat(100)], [' padded']])(
    'accepts %j',
    (id) => {
      expect(isValidBucketId(id)).toBe(true);
    },
  );

  it.each([[''], ['a/b'], ['a\\b'], ['tab\t'], ['nul\u0000'], ['ñ'], ['x'.repeat(101)]])(
    'refuses %j',
    (id) => {
      expect(isValidBucketId(id)).toBe(false);
    },
  );

  it('decodes the raw segment and throws InvalidBucketName', () => {
    expect(bucketFromRawSegment('my%20bucket')).toBe('my bucket');
    expect(() => bucketFromRawSegment('%E0%A4%A')).toThrow('Bucket name invalid');
    expect(() => bucketFromRawSegment('a%2Fb')).toThrow('Bucket name invalid');
    expect(() => bucketFromRawSegment(undefined)).toThrow('Bucket name invalid');
  });
});

describe('key validation properties', () => {
  const segment = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 });
  const options = { numRuns: 300, interruptAfterTimeLimit: 2000 };

  it('accepts only keys made of the characters Storage accepts, within 1024 bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (key) => {
        if (!isValidKey(key)) return;
        expect(key).toMatch(/^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/);
        expect(Buffer.byteLength(key)).toBeLessThanOrEqual(MAX_KEY_BYTES);
      }),
      options,
    );
  });

  it('round-trips every valid key through per-segment percent-encoding', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const key = segments.join('/');
        if (!isValidKey(key)) return;
        expect(keyFromRawSegments(key.split('/').map(encodeURIComponent))).toBe(key);
      }),
      options,
    );
  });
});
