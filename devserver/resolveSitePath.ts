/** What the static server answers for a request path, decided without touching the disk. */
export type SiteLookup = { candidates: string[]; fallback: { file: string; status: number } | undefined };

/**
 * Maps a URL path to the files that may answer it, in order, as Netlify does for an Astro build with
 * directory format: the exact file, then `<path>/index.html`. Admin routes fall back to the SPA's
 * index.html; everything else to 404.html. Returns undefined for paths that try to leave the site folder.
 */
export function resolveSitePath(urlPath: string): SiteLookup | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.')) return undefined;
  const relative = segments.join('/');
  const candidates = relative === '' ? ['index.html'] : [relative, `${relative}/index.html`];
  const isAdmin = segments[0] === 'admin';
  return {
    candidates,
    fallback: isAdmin ? { file: 'admin/index.html', status: 200 } : { file: '404.html', status: 404 },
  };
}
