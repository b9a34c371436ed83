/** The site's address: astro.config's `site` (it follows PORT), or Astro's own dev address when none is set. */
export const siteOf = (site: URL | undefined): URL => site ?? new URL('http://localhost:4321');
