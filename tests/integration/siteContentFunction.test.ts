import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '#core/database.types.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { sitePreviews } from '#devserver/sitePreviews.ts';
import type { ServerSettings } from '../../netlify/lib/serverFunction.ts';
import { siteContent } from '../../netlify/lib/siteContent.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

/**
 * The site-content server function through its HTTP interface, against the real backend: it checks the
 * caller, checks the content with the area's schema and publishes with the caller's own session, so the
 * SQL of supabase/migrations/*_create_site_content.sql still decides whose area it is and refuses lost
 * updates.
 */
let t: TestBackend;
let settings: ServerSettings;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestBackend();
  await seedDatabase(t.backend);
  settings = {
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
    env: {},
  };
  for (const who of ['admin', 'editor', 'pastoral']) {
    const client = await t.signedIn(`${who}@example.org`);
    tokens[who] = (await client.auth.getSession()).data.session!.access_token;
  }
});
afterAll(() => t.close());

async function call(who: string | null, body: unknown, with_: Partial<ServerSettings> = {}) {
  const response = await siteContent.create({ ...settings, ...with_ })(
    new Request('http://127.0.0.1:4321/.netlify/functions/site-content', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(who ? { Authorization: `Bearer ${tokens[who]}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const service = () => t.client('service_role');
const draftVersion = async (area: string) => {
  const { data } = await service()
    .from('site_content_drafts')
    .select('version')
    .eq('area', area)
    .maybeSingle();
  return data?.version ?? 0;
};
const saveDraft = async (who: string, area: string, content: Json) => {
  const client = await t.signedIn(`${who}@example.org`);
  const { error } = await client.rpc('save_site_content_draft', {
    area,
    content,
    base_version: await draftVersion(area),
  });
  expect(error).toBeNull();
};
const withHeroTitle = (title: string) => ({
  ...siteDefaults.home,
  hero: { ...siteDefaults.home.hero, title },
});

describe('the site-content function', () => {
  it('publishes an editor’s home page: a new version, live for visitors, and a rebuild requested', async () => {
    const home = withHeroTitle('  Bienvenidos a casa  ');
    await saveDraft('editor', 'home', home);
    const base = await draftVersion('home');
    const { status, body } = await call('editor', {
      action: 'publish',
      area: 'home',
      content: home,
      draftVersion: base,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ version: 1, publishedAt: expect.any(String), draftVersion: base + 1 });
    expect(await draftVersion('home')).toBe(base + 1);
    // What the schema made of it (trimmed) is what goes live.
    const live = await t.client('anon').from('site_content').select('content, version').eq('area', 'home');
    expect(live.data).toEqual([{ content: withHeroTitle('Bienvenidos a casa'), version: 1 }]);
    const requests = await service()
      .from('site_rebuild_requests')
      .select('reason')
      .eq('reason', 'site_content publish');
    expect(requests.data?.length).toBeGreaterThan(0);
  });

  it('refuses an editor the contact details with 42501 from SQL, and publishes them for an admin', async () => {
    const contact = { ...siteDefaults.contact, phone: '+34 600 000 000' };
    const refused = await call('editor', {
      action: 'publish',
      area: 'contact',
      content: contact,
      draftVersion: 0,
    });
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({
        code: '42501',
        message: 'No tienes permiso para publicar esta sección.',
      }),
    });
    const published = await call('admin', {
      action: 'publish',
      area: 'contact',
      content: contact,
      draftVersion: 0,
    });
    expect(published.status).toBe(200);
  });

  it.each([
    [
      'a link that is not http(s)',
      'contact',
      { mapLinkUrl: 'javascript:alert(1)' },
      'mapLinkUrl',
      'Debe ser un enlace que empiece por http:// o https://.',
    ],
    [
      'a phone that is not international',
      'contact',
      { whatsapp: '600 123 456' },
      'whatsapp',
      'Escribe el número en formato internacional, con + y el código del país (p. ej. +52 55 1234 5678).',
    ],
    [
      'an empty required text',
      'home',
      { hero: { ...siteDefaults.home.hero, title: '   ' } },
      'hero.title',
      'Este campo es obligatorio.',
    ],
    [
      'a text over its length',
      'home',
      { hero: { ...siteDefaults.home.hero, action: 'x'.repeat(41) } },
      'hero.action',
      'No puede superar los 40 caracteres.',
    ],
    [
      'a time range that ends before it starts',
      'schedule',
      { services: [{ ...siteDefaults.schedule.services[0]!, start: '20:00', end: '19:00' }] },
      'services.0.end',
      'La hora de fin debe ser posterior a la de inicio.',
    ],
  ])(
    'refuses %s with 400, the field’s path and its Spanish message',
    async (_case, area, change, path, message) => {
      const content = { ...siteDefaults[area as 'home'], ...change };
      const { status, body } = await call('admin', { action: 'publish', area, content, draftVersion: 0 });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'validation_failed', message, details: path, hint: null });
    },
  );

  it('refuses a publish over a draft a colleague saved since (409, PT409), and publishes nothing', async () => {
    const stale = await draftVersion('about');
    await saveDraft('admin', 'about', {
      ...siteDefaults.about,
      header: { ...siteDefaults.about.header, title: 'De otra persona' },
    });
    const { status, body } = await call('editor', {
      action: 'publish',
      area: 'about',
      content: siteDefaults.about,
      draftVersion: stale,
    });
    expect(status).toBe(409);
    expect(body.code).toBe('PT409');
    const live = await service().from('site_content').select('area').eq('area', 'about');
    expect(live.data).toEqual([]);
  });

  it('restores an earlier version: published again as a new version that names the one it brought back', async () => {
    const first = withHeroTitle('Primera portada');
    await call('editor', {
      action: 'publish',
      area: 'home',
      content: first,
      draftVersion: await draftVersion('home'),
    });
    const { data: before } = await service()
      .from('site_content')
      .select('version')
      .eq('area', 'home')
      .single();
    await call('editor', {
      action: 'publish',
      area: 'home',
      content: withHeroTitle('Segunda portada'),
      draftVersion: await draftVersion('home'),
    });
    const base = await draftVersion('home');
    const { status, body } = await call('editor', {
      action: 'restore',
      area: 'home',
      version: before!.version,
      draftVersion: base,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ version: before!.version + 2, draftVersion: base + 1 });
    const live = await service().from('site_content').select('content').eq('area', 'home').single();
    expect(live.data?.content).toEqual(first);
    const restored = await service()
      .from('site_content_versions')
      .select('restored_from')
      .eq('area', 'home')
      .eq('version', body.version as number)
      .single();
    expect(restored.data?.restored_from).toBe(before!.version);
    const draft = await service().from('site_content_drafts').select('content').eq('area', 'home').single();
    expect(draft.data?.content).toEqual(first);
  });

  it('refuses to restore a version that no longer passes today’s schema, naming the field', async () => {
    const { error } = await service()
      .from('site_content_versions')
      .insert({ area: 'banner', version: 1, content: { enabled: true, text: '', start: '', end: '' } });
    expect(error).toBeNull();
    const { status, body } = await call('editor', {
      action: 'restore',
      area: 'banner',
      version: 1,
      draftVersion: 0,
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'version_outdated',
      message:
        'Esta versión ya no cumple las reglas actuales del sitio: Este campo es obligatorio. Cópiala en el formulario, corrígela y publícala.',
      details: 'text',
      hint: null,
    });
    const live = await service().from('site_content').select('area').eq('area', 'banner');
    expect(live.data).toEqual([]);
  });

  it('answers 404 for a version that is not in the history', async () => {
    const { status, body } = await call('editor', {
      action: 'restore',
      area: 'legal',
      version: 7,
      draftVersion: 0,
    });
    expect(status).toBe(404);
    expect(body.code).toBe('version_not_found');
  });

  it('refuses visitors (401) and staff without content rights (403)', async () => {
    const anonymous = await call(null, {
      action: 'publish',
      area: 'home',
      content: siteDefaults.home,
      draftVersion: 0,
    });
    expect(anonymous.status).toBe(401);
    const pastoral = await call('pastoral', {
      action: 'publish',
      area: 'home',
      content: siteDefaults.home,
      draftVersion: 0,
    });
    expect(pastoral).toEqual({ status: 403, body: expect.objectContaining({ code: 'not_editor' }) });
  });

  it('refuses an unknown area and an unknown action in Spanish', async () => {
    const area = await call('admin', { action: 'publish', area: 'precios', content: {}, draftVersion: 0 });
    expect(area).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Sección del sitio desconocida.' }),
    });
    const action = await call('admin', { action: 'borrar', area: 'home' });
    expect(action.status).toBe(400);
  });

  describe('preview', () => {
    let hook: Server;
    const calls: IncomingMessage[] = [];
    beforeAll(async () => {
      hook = createServer((request, response) => {
        calls.push(request);
        response.end('{}');
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

    it('says so in Spanish where no preview is configured (501)', async () => {
      const { status, body } = await call('editor', { action: 'preview' });
      expect(status).toBe(501);
      expect(body.code).toBe('preview_not_configured');
    });

    it('calls the preview site’s build hook in production and answers its address', async () => {
      const { port } = hook.address() as AddressInfo;
      const env = {
        SITE_PREVIEW_BUILD_HOOK: `http://127.0.0.1:${port}/build_hooks/abc`,
        SITE_PREVIEW_URL: 'https://vista-previa.example.org/',
      };
      const { status, body } = await call('editor', { action: 'preview' }, { env });
      expect(status).toBe(200);
      expect(body).toEqual({ url: 'https://vista-previa.example.org/', ready: false, frameable: false });
      expect(calls.map((request) => [request.method, request.url])).toEqual([['POST', '/build_hooks/abc']]);
    });

    it('builds locally through the devserver’s previews, for staff only, and says why a build failed', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'pv-function-previews-'));
      let refuse = false;
      const previews = sitePreviews({
        dir,
        buildInto: async (out) => {
          if (refuse) throw new Error('hero.title: Este campo es obligatorio.');
          await mkdir(out, { recursive: true });
          await writeFile(join(out, 'index.html'), '<h1>Borrador</h1>');
        },
      });
      const built = await call('editor', { action: 'preview' }, { sitePreviews: previews });
      expect(built).toEqual({
        status: 200,
        body: { url: expect.stringMatching(/^\/vista-previa\/[\w-]{32}\/$/), ready: true, frameable: true },
      });
      const refused = await call('pastoral', { action: 'preview' }, { sitePreviews: previews });
      expect(refused.status).toBe(403);
      refuse = true;
      const failed = await call('admin', { action: 'preview' }, { sitePreviews: previews });
      expect(failed).toEqual({
        status: 502,
        body: expect.objectContaining({
          code: 'preview_failed',
          message: 'No se pudo preparar la vista previa.\nhero.title: Este campo es obligatorio.',
        }),
      });
      await previews.close();
      await rm(dir, { recursive: true, force: true });
    });
  });
});
