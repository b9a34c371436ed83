import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzz, SLOW_INPUT_MS } from '../testing/fuzz/budget.ts';
import { bucketId, objectName } from '../testing/fuzz/objectNames.ts';
import { StorageError } from './errors.ts';
import {
  bucketFromRawSegment,
  isValidBucketId,
  keyFromRawSegments,
  keyProblem,
  MAX_KEY_BYTES,
} from './objectName.ts';

/** Returns the value, or null when `work` refused with a 4xx StorageError; anything else fails the input. */
function cleanly<T>(work: () => T): T | null {
  const started = performance.now();
  let result: T | null = null;
  try {
    result = work();
  } catch (error) {
    if (!(error instanceof StorageError) || error.status >= 500) throw error;
  }
  if (performance.now() - started > SLOW_INPUT_MS) throw new Error('too slow');
  return result;
}

/** Percent-encoding as a client would; a lone surrogate cannot be encoded, so it goes out as U+FFFD. */
const encodeLikeFetch = (segment: string) => encodeURIComponent(segment.toWellFormed());

/** What every accepted key must satisfy, whatever path led to it: Storage's characters, 1024 bytes. */
function expectSafeKey(key: string) {
  expect(Buffer.byteLength(key, 'utf8')).toBeLessThanOrEqual(MAX_KEY_BYTES);
  expect(key).toMatch(/^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/);
}

describe('the storage name validator under random names', () => {
  it('accepts only safe keys and never throws while judging one', async () => {
    await fuzz(
      'validador de nombres (clave decodificada)',
      fc.property(objectName, (name) => {
        const problem = keyProblem(name);
        if (problem === null) expectSafeKey(name);
      }),
    );
  });

  it('decodes raw request segments into safe keys or a 4xx StorageError', async () => {
    await fuzz(
      'validador de nombres (segmentos crudos de la URL)',
      fc.property(objectName, fc.boolean(), (name, encode) => {
        const raw = name.split('/').map((segment) => (encode ? encodeLikeFetch(segment) : segment));
        const key = cleanly(() => keyFromRawSegments(raw));
        if (key !== null) expectSafeKey(key);
      }),
    );
  });

  it('accepts only valid bucket ids from raw segments', async () => {
    await fuzz(
      'validador de buckets',
      fc.property(bucketId, (id) => {
        const accepted = cleanly(() => bucketFromRawSegment(id));
        if (accepted !== null) expect(isValidBucketId(accepted)).toBe(true);
      }),
    );
  });
});
