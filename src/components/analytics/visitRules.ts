/**
 * When the visit beacon may report, and what it sends as the referrer. Kept apart from the beacon so
 * they are tested without a browser; both end up in the same few hundred bytes of script.
 */

/** Do Not Track or Global Privacy Control switched on: the visitor asked not to be counted. */
export function visitorOptedOut(nav: {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** The referring page when it is another site; null for none and for this site's own pages. */
export function externalReferrer(referrer: string, origin: string): string | null {
  return referrer && !`${referrer}/`.startsWith(`${origin}/`) ? referrer : null;
}
