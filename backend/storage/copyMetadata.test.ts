import { describe, expect, it } from 'vitest';
import { copiedMetadata } from './copyMetadata.ts';
import type { ObjectMetadata } from './rows.ts';

const NOW = new Date('2026-11-25T08:00:00.000Z');
const SOURCE_METADATA: ObjectMetadata = {
  eTag: '"abc"',
  size: 4,
  mimetype: 'application/octet-stream',
  cacheControl: 'no-cache',
  lastModified: '2026-01-01T00:00:00.000Z',
  contentLength: 4,
  httpStatusCode: 200,
};
const source = { metadata: SOURCE_METADATA, user_metadata: { from: 'source' } };
const header = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('copiedMetadata', () => {
  it.each([
    ['no options: everything travels', {}, undefined, {}, { from: 'source' }],
    [
      'copyMetadata true ignores overrides and x-metadata',
      { copyMetadata: true, metadata: { mimetype: 'application/pdf' } },
      header({ from: 'header' }),
      {},
      { from: 'source' },
    ],
    [
      'copyMetadata false applies both overrides',
      { copyMetadata: false, metadata: { mimetype: 'application/pdf', cacheControl: 'max-age=3600' } },
      undefined,
      { mimetype: 'application/pdf', cacheControl: 'max-age=3600' },
      null,
    ],
    [
      'copyMetadata false keeps what is left out',
      { copyMetadata: false, metadata: { mimetype: 'application/epub+zip' } },
      header({ from: 'header' }),
      { mimetype: 'application/epub+zip' },
      { from: 'header' },
    ],
    [
      'copyMetadata false with unreadable x-metadata stores none',
      { copyMetadata: false },
      'not base64 json',
      {},
      null,
    ],
  ])('%s', (_case, body, userHeader, changed, userMetadata) => {
    expect(copiedMetadata(source, body, userHeader, NOW)).toEqual({
      metadata: { ...SOURCE_METADATA, lastModified: NOW.toISOString(), ...changed },
      userMetadata,
    });
  });

  it('leaves a source without file metadata without it', () => {
    const bare = { metadata: null, user_metadata: null };
    const body = { copyMetadata: false, metadata: { mimetype: 'application/pdf' } };
    expect(copiedMetadata(bare, body, undefined, NOW)).toEqual({ metadata: null, userMetadata: null });
  });

  it.each([
    [{ copyMetadata: false, metadata: 'application/pdf' }, 'body/metadata must be object'],
    [{ copyMetadata: false, metadata: [] }, 'body/metadata must be object'],
    [{ copyMetadata: false, metadata: { mimetype: 3 } }, 'body/metadata/mimetype must be string'],
    [{ copyMetadata: false, metadata: { cacheControl: null } }, 'body/metadata/cacheControl must be string'],
    [{ metadata: { mimetype: 3 } }, 'body/metadata/mimetype must be string'],
  ])('refuses %j as Storage body schema does', (body, message) => {
    expect(() => copiedMetadata(source, body, undefined, NOW)).toThrow(
      expect.objectContaining({ status: 400, code: 'InvalidRequest', message }),
    );
  });
});
