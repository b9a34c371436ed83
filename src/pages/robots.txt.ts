import type { APIRoute } from 'astro';

/**
 * robots.txt is generated rather than kept in public/ because the sitemap line must be an absolute URL
 * and the site's address comes from SITE_URL at build time.
 */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? 'http://localhost:4321').href;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin/', '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
