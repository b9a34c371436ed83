import { createHash } from 'node:crypto';

/** The namespace Podcasting 2.0 fixes for podcast:guid (UUIDv5 of the feed URL). */
const PODCAST_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/**
 * podcast:guid of a feed, as the Podcasting 2.0 namespace defines it: a UUIDv5 of the feed URL without
 * its scheme and trailing slashes, so any directory computes the same id from the same address.
 */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  const namespace = Buffer.from(PODCAST_NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
