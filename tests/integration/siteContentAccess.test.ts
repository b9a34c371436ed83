import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Json } from '#core/database.types.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { type ActorBackend, startActorBackend, untyped } from '../support/actorClients.ts';

/**
 * Who may read and write site content (supabase/migrations/*_create_site_content.sql), through supabase-js
 * as each actor: visitors read only what is published; editors draft and publish every area but identity,
 * contact and giving, which are the admins'; nobody writes the published rows or the history directly; the
 * second of two saves from the same draft is refused with PT409 instead of overwriting the first.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

type Client = SupabaseClient<Database>;
const saveDraft = (client: Client, area: string, content: Json, base: number) =>
  client.rpc('save_site_content_draft', { area, content, base_version: base });
const publish = (client: Client, area: string, content: Json, draftVersion: number) =>
  client.rpc('publish_site_content', { area, content, draft_version: draftVersion });
const draftVersion = async (area: string) => {
  const { data } = await b.service
    .from('site_content_drafts')
    .select('version')
    .eq('area', area)
    .maybeSingle();
  return data?.version ?? 0;
};

describe('site content through supabase-js', () => {
  it('lets an editor save a draft of the home page and refuses it to pastoral, members and visitors', async () => {
    const home = { ...siteDefaults.home, hero: { ...siteDefaults.home.hero, title: 'Bienvenidos a casa' } };
    const saved = await saveDraft(b.as.editor, 'home', home, 0);
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([{ version: 1, updated_at: expect.any(String) }]);
    for (const actor of ['pastoral', 'member'] as const) {
      const refused = await saveDraft(b.as[actor], 'home', home, 1);
      expect(refused.error?.code, actor).toBe('42501');
    }
    const anonymous = await saveDraft(b.as.anon, 'home', home, 1);
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe('42501');
  });

  it.each(['identity', 'contact', 'giving'])('keeps %s for admins: an editor gets 42501', async (area) => {
    const content = siteDefaults[area as 'identity'];
    const refused = await saveDraft(b.as.editor, area, content, 0);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    const published = await publish(b.as.editor, area, content, 0);
    expect(published.error).toMatchObject({
      code: '42501',
      message: 'No tienes permiso para publicar esta sección.',
    });
    const own = await saveDraft(b.as.admin, area, content, await draftVersion(area));
    expect(own.error).toBeNull();
  });

  it('tells the second of two people saving from the same draft, and keeps the first one’s text', async () => {
    const base = await draftVersion('about');
    const first = { ...siteDefaults.about, header: { ...siteDefaults.about.header, title: 'Primera' } };
    const second = { ...siteDefaults.about, header: { ...siteDefaults.about.header, title: 'Segunda' } };
    expect((await saveDraft(b.as.editor, 'about', first, base)).error).toBeNull();
    const conflict = await saveDraft(b.as.admin, 'about', second, base);
    expect(conflict.status).toBe(409);
    expect(conflict.error).toMatchObject({
      code: 'PT409',
      message: 'Otra persona guardó cambios en esta sección mientras editabas.',
    });
    const { data } = await b.service
      .from('site_content_drafts')
      .select('content')
      .eq('area', 'about')
      .single();
    expect(data?.content).toMatchObject({ header: { title: 'Primera' } });
  });

  it('publishes: the content goes live as a new version, becomes the draft again and asks for a rebuild', async () => {
    const home = { ...siteDefaults.home, hero: { ...siteDefaults.home.hero, title: 'Publicado' } };
    const version = await draftVersion('home');
    const published = await publish(b.as.editor, 'home', home, version);
    expect(published.error).toBeNull();
    expect(published.data).toBe(1);
    const live = await b.as.anon.from('site_content').select('area, content, version').eq('area', 'home');
    expect(live.data).toEqual([{ area: 'home', content: home, version: 1 }]);
    const history = await b.as.editor.from('site_content_versions').select('version, content, published_by');
    expect(history.data).toEqual([{ version: 1, content: home, published_by: b.ids.editor }]);
    expect(await draftVersion('home')).toBe(version + 1);
    const requests = await b.service
      .from('site_rebuild_requests')
      .select('reason')
      .eq('reason', 'site_content publish');
    expect(requests.data?.length).toBeGreaterThan(0);
  });

  it('refuses a publish over a draft someone saved since (PT409)', async () => {
    const stale = (await draftVersion('home')) - 1;
    const refused = await publish(b.as.admin, 'home', siteDefaults.home, stale);
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('PT409');
  });

  it('applies the published prayer-wall days in SQL', async () => {
    const identity = { ...siteDefaults.identity, prayerWallDays: 21 };
    const published = await publish(b.as.admin, 'identity', identity, await draftVersion('identity'));
    expect(published.error).toBeNull();
    const { data } = await b.service.from('prayer_wall_settings').select('wall_days').single();
    expect(data?.wall_days).toBe(21);
  });

  it('shows an editor the history and drafts of their areas only, and visitors neither', async () => {
    const drafts = await b.as.editor.from('site_content_drafts').select('area');
    expect(drafts.data?.map((row) => row.area).sort()).toEqual(['about', 'home']);
    const history = await b.as.editor.from('site_content_versions').select('area');
    expect(new Set(history.data?.map((row) => row.area))).toEqual(new Set(['home']));
    const adminHistory = await b.as.admin.from('site_content_versions').select('area');
    expect(new Set(adminHistory.data?.map((row) => row.area))).toEqual(new Set(['home', 'identity']));
    for (const table of ['site_content_drafts', 'site_content_versions'] as const) {
      const anonymous = await b.as.anon.from(table).select('area');
      expect(anonymous.error?.code, table).toBe('42501');
    }
  });

  it('lets nobody write the published rows or the history except through publishing', async () => {
    for (const actor of ['editor', 'admin'] as const) {
      const client = untyped(b.as[actor]);
      const changed = await client.from('site_content').update({ version: 99 }).eq('area', 'home');
      expect(changed.error?.code, actor).toBe('42501');
      const forged = await client
        .from('site_content_versions')
        .insert({ area: 'home', version: 50, content: {} });
      expect(forged.error?.code, actor).toBe('42501');
      const removed = await client.from('site_content_versions').delete().eq('area', 'home');
      expect(removed.error?.code, actor).toBe('42501');
    }
  });
});
