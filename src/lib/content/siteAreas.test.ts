import { describe, expect, it } from 'vitest';
import { siteDefaults } from '#core/siteConfig.ts';
import type { SiteClient } from '../supabaseClient.ts';
import { draftsApiConfig, readsDrafts, siteAreaSource, siteContentForBuild } from './siteAreas.ts';

const env = { PUBLIC_SUPABASE_URL: 'http://api.example', PUBLIC_SUPABASE_ANON_KEY: 'anon' };
const hero = (title: string) => ({ ...siteDefaults.home, hero: { ...siteDefaults.home.hero, title } });

describe('the site content a build shows', () => {
  it('takes each draft over its published area, and the defaults where nothing was published', () => {
    const content = siteContentForBuild(
      [{ area: 'home', content: hero('Publicado'), version: 3 }],
      [{ area: 'home', content: hero('Borrador'), version: 4 }],
    );
    expect(content.home.hero.title).toBe('Borrador');
    expect(content.about).toEqual(siteDefaults.about);
  });

  it('fails the build naming the area, the field and the Spanish message', () => {
    const contact = { ...siteDefaults.contact, phone: '555 0102' };
    expect(() => siteContentForBuild([{ area: 'contact', content: contact, version: 1 }], [])).toThrow(
      /Sección «Contacto», campo phone: Escribe el número en formato internacional/,
    );
  });
});

describe('where the drafts are read from', () => {
  it.each([
    [{}, false, 'anon'],
    [{ SITE_CONTENT_SOURCE: 'published', SUPABASE_SECRET_KEY: 'server' }, false, 'anon'],
    [{ SITE_CONTENT_SOURCE: 'drafts', SUPABASE_SECRET_KEY: 'server' }, true, 'server'],
  ])('with %o: drafts %s, read with the %s key', (extra, drafts, key) => {
    expect(readsDrafts({ ...env, ...extra })).toBe(drafts);
    expect(draftsApiConfig({ ...env, ...extra }).publishableKey).toBe(key);
  });

  it('refuses a preview build without the server key', () => {
    expect(() => draftsApiConfig({ ...env, SITE_CONTENT_SOURCE: 'drafts' })).toThrow(/SUPABASE_SECRET_KEY/);
  });

  it('reads nothing when the build does not show drafts, so stale cached drafts are pruned', async () => {
    const client = {
      from: () => {
        throw new Error('a published build must not read drafts');
      },
    } as unknown as SiteClient;
    const source = siteAreaSource('borradores', 'site_content_drafts', () => false);
    expect(await source.fetchPage(client, 0, 999)).toEqual({ data: [], error: null });
  });
});
