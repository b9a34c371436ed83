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

describe('object keys', () => {
  it.each([
    ['photo.png'],
    ['public/2024/foto de Ana.jpg'],
    ['año/canción ñ.mp3'],
    ['a/b/c/d.txt'],
    ['.hidden'],
    ['...'],
    ['a..b/c'],
    ["weird !*'()&$@=;:+,?#%[]{}.txt"],
    ['x'.repeat(MAX_KEY_BYTES)],
  ])('accepts %j', (key) => {
    expect(keyProblem(key)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['..', 'relative segment'],
    ['../etc/passwd', 'relative segment'],
    ['a/../b', 'relative segment'],
    ['a/./b', 'relative segment'],
    ['a/..', 'relative segment'],
    ['/a', 'empty segment'],
    ['a/', 'empty segment'],
    ['a//b', 'empty segment'],
    ['a\\b', 'backslash'],
    ['..\\windows', 'backslash'],
    ['nul\u0000byte', 'control character'],
    ['bell\u0007', 'control character'],
    ['line\nbreak', 'control character'],
    ['del\u007f', 'control character'],
    ['c1\u0085', 'control character'],
    ['public/\u202egnp.exe', 'bidirectional control'],
    ['isolate\u2067x', 'bidirectional control'],
    ['lone\ud800surrogate', 'not valid Unicode'],
    ['x'.repeat(MAX_KEY_BYTES + 1), 'too long'],
    ['ñ'.repeat(MAX_KEY_BYTES / 2 + 1), 'too long'],
  ])('refuses %j (%s)', (key, problem) => {
    expect(keyProblem(key)).toBe(problem);
  });

  it('throws InvalidKey with the key in the message', () => {
    expect(() => mustBeValidKey('a/../b')).toThrow(StorageError);
    expect(() => mustBeValidKey('a/../b')).toThrow('Invalid key: a/../b');
    expect(() => mustBeValidKey(42)).toThrow('Invalid key: ');
  });
});

describe('keys from raw URL segments', () => {
  it.each([
    [['folder', 'foto%20de%20Ana.jpg'], 'folder/foto de Ana.jpg'],
    [['%C3%B1and%C3%BA.png'], 'ñandú.png'],
    [['a%2Fb', 'c'], 'a/b/c'],
    [['100%25.txt'], '100%.txt'],
  ])('decodes %j segment by segment', (segments, key) => {
    expect(keyFromRawSegments(segments)).toBe(key);
  });

  it.each([
    [['a%2F..%2Fb']],
    [['%2e%2e', 'x']],
    [['a%00b']],
    [['a%5Cb']],
    [['bad%E0%A4%A']],
    [['%ED%A0%80']],
    [['a', '']],
    [[]],
  ])('refuses %j', (segments) => {
    expect(() => keyFromRawSegments(segments)).toThrow(/^Invalid key: /);
  });
});

describe('bucket ids', () => {
  it.each([['avatars'], ['testimonial_photos'], ['blog-images.v2'], ['x'.repeat(100)]])(
    'accepts %j',
    (id) => {
      expect(isValidBucketId(id)).toBe(true);
    },
  );

  it.each([
    [''],
    ['.'],
    ['..'],
    ['a/b'],
    ['a\\b'],
    [' padded'],
    ['tab\t'],
    ['nul\u0000'],
    ['ñ'],
    ['x'.repeat(101)],
  ])('refuses %j', (id) => {
    expect(isValidBucketId(id)).toBe(false);
  });

  it('decodes the raw segment and throws InvalidBucketName', () => {
    expect(bucketFromRawSegment('my%20bucket')).toBe('my bucket');
    expect(() => bucketFromRawSegment('%E0%A4%A')).toThrow('Bucket name invalid');
    expect(() => bucketFromRawSegment('a%2Fb')).toThrow('Bucket name invalid');
    expect(() => bucketFromRawSegment(undefined)).toThrow('Bucket name invalid');
  });
});

describe('key validation properties', () => {
  const segment = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
  const options = { numRuns: 300, interruptAfterTimeLimit: 2000 };

  it('never accepts a key with a traversal, empty segment, control character or backslash', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (key) => {
        if (!isValidKey(key)) return;
        const segments = key.split('/');
        expect(segments.every((s) => s !== '' && s !== '.' && s !== '..')).toBe(true);
        expect(/\p{Cc}/u.test(key)).toBe(false);
        expect(key.includes('\\')).toBe(false);
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

  it('rejects any key once a traversal segment is spliced in, however it is encoded', () => {
    const traversal = fc.constantFrom('..', '%2e%2e', '.%2E', '%2E.', '.');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), traversal, fc.nat(3), (segments, dots, at) => {
        const raw = segments.map(encodeURIComponent);
        raw.splice(Math.min(at, raw.length), 0, dots);
        expect(() => keyFromRawSegments(raw)).toThrow(StorageError);
      }),
      options,
    );
  });
});
