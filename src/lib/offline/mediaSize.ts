/**
 * The size of a teaching's file, asked of its host once per build with a HEAD request (the audios table has
 * no size column): the save and play buttons show what they will cost (issue 31 items 3 and 4). A host that
 * does not answer within a few seconds, or without a Content-Length, leaves the size unknown and the
 * button without a figure; the build never fails for it.
 */
const sizes = new Map<string, Promise<number | null>>();

export function mediaSize(url: string): Promise<number | null> {
  let size = sizes.get(url);
  if (!size) {
    size = fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) })
      .then((response) => {
        const length = Number(response.headers.get('content-length'));
        return response.ok && Number.isSafeInteger(length) && length > 0 ? length : null;
      })
      .catch(() => null);
    sizes.set(url, size);
  }
  return size;
}
