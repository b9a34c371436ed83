import type { Context } from 'hono';
import { bucketFromRawSegment, keyFromRawSegments } from './objectName.ts';

/**
 * The bucket and object key a route addresses, read from the raw request path. Hono's own path is already
 * partly decoded (decodeURI), which would decode `%25` twice; the raw segments are decoded exactly once.
 * The matched route pattern (e.g. `/storage/v1/object/:bucket/*`) says which segments are which, wherever
 * the router is mounted.
 */
export function bucketAndKey(c: Context): { bucket: string; key: string } {
  const pattern = c.req.routePath.split('/');
  const raw = new URL(c.req.url).pathname.split('/');
  const bucketAt = pattern.indexOf(':bucket');
  const keyAt = pattern.indexOf('*');
  return { bucket: bucketFromRawSegment(raw[bucketAt]), key: keyFromRawSegments(raw.slice(keyAt)) };
}

/** The bucket of a route without an object key (`/object/list/:bucket`, `/bucket/:bucket`). */
export function bucketOnly(c: Context): string {
  const pattern = c.req.routePath.split('/');
  const raw = new URL(c.req.url).pathname.split('/');
  return bucketFromRawSegment(raw[pattern.indexOf(':bucket')]);
}
