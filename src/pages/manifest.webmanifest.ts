import type { APIRoute } from 'astro';
import { siteArea } from '../lib/siteContent.ts';

/**
 * The web app manifest (issue 31 item 2): what a phone shows when the visitor installs the site, in Spanish,
 * from the site's identity as staff publish it (Sitio → Identidad). The icons come from
 * scripts/renderSocialImages.ts; the colours are the header's navy and the page's cream (src/styles/palette.css).
 */
export const GET: APIRoute = () => {
  const identity = siteArea('identity');
  const manifest = {
    id: '/',
    name: identity.name,
    short_name: identity.name,
    description: identity.description,
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbf6ec',
    theme_color: '#1c365e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
};
