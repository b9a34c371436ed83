import { photoThumbnail } from '#core/photos/photoThumbnail.ts';

/**
 * The small twin of a photo for «Ahorro de datos» (issue 31 item 4), or null. The upload functions store a
 * 320 px WebP beside every image they re-encode (core/photos/photoThumbnail.ts names it), but staff
 * pictures stored before they did carry the same names without one, so the build asks Storage once per
 * photo with a HEAD request (as mediaSize does for the players) and offers the twin only when it is there.
 * A host that does not answer within a few seconds leaves the photo as it was: no twin, hidden while the
 * mode is on; the build never fails for it.
 */
const twins = new Map<string, Promise<string | null>>();

export function storedThumbnail(photoUrl: string | null | undefined): Promise<string | null> {
  const twin = photoThumbnail(photoUrl);
  if (!twin) return Promise.resolve(null);
  let stored = twins.get(twin);
  if (!stored) {
    stored = fetch(twin, { method: 'HEAD', signal: AbortSignal.timeout(5000) })
      .then((response) => (response.ok ? twin : null))
      .catch(() => {
        // No answer is not an answer: the warm builder (devserver/warmAstroBuild.ts) keeps this map across
        // rebuilds, so a timeout is not remembered and the next build asks again.
        twins.delete(twin);
        return null;
      });
    twins.set(twin, stored);
  }
  return stored;
}
