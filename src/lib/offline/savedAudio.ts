/**
 * Which audios a visitor may keep offline (issue 31 item 3), and how their size reads. The page fetches the
 * file into the Cache API and the service worker answers the player from there, so both must be allowed to
 * fetch it: the Content-Security-Policy's connect-src (netlify.toml) lets them reach only the site and the
 * Supabase project (Storage). An audio on another host plays as before, streamed, without a save button.
 */
export function isSavableAudio(mediaUrl: string, siteOrigin: string, supabaseUrl: string): boolean {
  try {
    const { origin, protocol } = new URL(mediaUrl, siteOrigin);
    if (protocol !== 'https:' && protocol !== 'http:') return false;
    return origin === new URL(siteOrigin).origin || origin === new URL(supabaseUrl).origin;
  } catch {
    return false;
  }
}

const megabytes = new Intl.NumberFormat('es', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "4,2 MB": what saving or playing the file costs, in the unit phone plans count in. Never "0,0". */
export function formatMegabytes(bytes: number): string {
  return `${megabytes.format(Math.max(bytes / 1_000_000, 0.1))} MB`;
}
