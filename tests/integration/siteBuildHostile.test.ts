import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '#devserver/buildSite.ts';
import { type SiteServer, serveSite } from '#devserver/siteServer.ts';
import { HOSTILE_MARKDOWN, SCRIPT_URLS, textPayload, urlPayload } from '../support/hostilePayloads.ts';
import { listFiles, removeSiteBuild, siteBuildFolder } from '../support/siteFiles.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { TEST_CHROMIUM } from '../support/testChromium.ts';

/**
 * Attack suite, rendering (public site): hostile names, titles, Markdown and URLs stored through the
 * staff API are built into the static site, then every page is opened in Chromium with a tripwire.
 * Nothing may run (`window.__xss` stays undefined, no dialog) and no parsed page may carry a handler
 * attribute, inline script or script URL that came from the payloads.
 */
let test: TestBackend;
let api: RunningServer;
let site: SiteServer;
let browser: Browser;
let outDir: string;
const published = () => new Date(Date.now() - 86_400_000).toISOString();

beforeAll(async () => {
  test = await startTestBackend();
  api = await listen(test.backend, 0);
  const staff = test.client('service_role');
  const library = await Promise.all([
    staff
      .from('series')
      .insert({
        slug: 'serie-hostil',
        title: textPayload('s-title').slice(0, 200),
        description: textPayload('s-description'),
        cover_image_url: urlPayload('s-cover'),
        is_published: true,
      })
      .select('id')
      .single(),
    staff
      .from('speakers')
      .insert({
        slug: 'predicador-hostil',
        name: textPayload('sp-name').slice(0, 200),
        bio: textPayload('sp-bio'),
        photo_url: urlPayload('sp-photo'),
      })
      .select('id')
      .single(),
  ]);
  for (const result of library) expect(result.error).toBeNull();
  const [seriesId, speakerId] = library.map((result) => result.data!.id);
  const inserts = await Promise.all([
    staff.from('testimonials').insert({
      name: textPayload('t-name').slice(0, 200),
      country: textPayload('t-country').slice(0, 100),
      testimonial_text: textPayload('t-text'),
      photo_url: urlPayload('t-photo'),
      is_approved: true,
    }),
    staff.from('posts').insert({
      slug: 'entrada-hostil',
      title: textPayload('p-title'),
      description: textPayload('p-description'),
      meta_description: textPayload('p-meta').slice(0, 160),
      content: HOSTILE_MARKDOWN,
      category: textPayload('p-category').slice(0, 100),
      tags: [textPayload('p-tag')],
      featured_image_url: urlPayload('p-image'),
      is_published: true,
      published_at: published(),
    }),
    staff.from('videos').insert({
      title: textPayload('v-title'),
      description: textPayload('v-description'),
      video_url: urlPayload('v-url'),
      thumbnail_url: urlPayload('v-thumb'),
      tags: [textPayload('v-tag')],
      is_published: true,
      published_at: published(),
    }),
    staff.from('audios').insert({
      slug: 'audio-hostil',
      title: textPayload('a-title'),
      description: textPayload('a-description'),
      series_id: seriesId,
      series_position: 1,
      audio_url: urlPayload('a-url'),
      cover_art_url: urlPayload('a-cover'),
      transcript_vtt: `WEBVTT\n\n${textPayload('cue-id').replace(/\n|-->/g, ' ')}\n00:00.000 --> 00:05.000\n${textPayload('cue-text').replace(/\n|-->/g, ' ')}\n`,
      is_published: true,
      published_at: published(),
    }),
    staff.from('resources').insert({
      title: textPayload('r-title'),
      description: textPayload('r-description'),
      category: 'libros',
      file_url: urlPayload('r-url'),
      thumbnail_url: urlPayload('r-thumb'),
      is_published: true,
      published_at: published(),
    }),
  ]);
  for (const result of inserts) expect(result.error).toBeNull();
  const link = await staff.from('audio_speakers').insert({
    audio_id: (await staff.from('audios').select('id').eq('slug', 'audio-hostil').single()).data!.id,
    speaker_id: speakerId!,
  });
  expect(link.error).toBeNull();
  outDir = siteBuildFolder('hostile');
  await buildSite({ supabaseUrl: api.url, publishableKey: test.backend.ctx.keys.publishableKey, outDir });
  site = await serveSite(outDir, 0);
  browser = await chromium.launch({ executablePath: TEST_CHROMIUM });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await api?.close();
  await test?.close();
  if (outDir) removeSiteBuild(outDir);
});

const pages = () => listFiles(outDir).filter((file) => file.endsWith('.html') && !file.startsWith('admin/'));

describe('script URLs never reach the database', () => {
  const columns: [string, string, Record<string, unknown>][] = [
    ['testimonials', 'photo_url', { name: 'A', country: 'B', testimonial_text: 'C' }],
    ['posts', 'featured_image_url', { slug: 'x', title: 'x', content: 'x' }],
    ['videos', 'video_url', { title: 'x' }],
    ['audios', 'audio_url', { title: 'x' }],
    ['resources', 'file_url', { title: 'x', category: 'libros' }],
  ];
  const cells = columns.flatMap(([table, column, row]) =>
    SCRIPT_URLS.map((url) => [table, column, url, row] as const),
  );
  it.each(cells)('%s.%s refuses %s (23514), even from the service role', async (table, column, url, row) => {
    const { error } = await test
      .client('service_role')
      .from(table as 'posts')
      .insert({ ...row, [column]: url } as never);
    expect(error).toMatchObject({ code: '23514' });
  });
});

describe('hostile content on the built site', () => {
  it('lands on the pages (the test would prove nothing otherwise)', () => {
    const withMarker = pages().filter((file) => readFileSync(join(outDir, file), 'utf8').includes('__xss'));
    expect(withMarker).toEqual(
      expect.arrayContaining([
        'index.html',
        'blog/entrada-hostil/index.html',
        'series/serie-hostil/index.html',
        'predicadores/predicador-hostil/index.html',
        'audios/audio-hostil/index.html',
      ]),
    );
  });

  it('runs nothing and carries no handler, script or script URL in any page opened in Chromium', async () => {
    const context = await browser.newContext();
    await context.route(/^(?!http:\/\/(127\.0\.0\.1|localhost))/, (route) => route.abort());
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const tripped: string[] = [];
    const injected: string[] = [];
    for (const file of pages()) {
      const path = `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      await page.mouse.move(5, 5); // first interaction: islands that hydrate on it render their props
      await page.waitForTimeout(50);
      const xss = await page.evaluate(() => (window as unknown as { __xss?: string }).__xss);
      if (xss !== undefined) tripped.push(`${path}: ${xss}`);
      for (const found of await page.evaluate(findInjectedMarkup)) injected.push(`${path}: ${found}`);
    }
    await context.close();
    expect({ tripped, dialogs, injected }).toEqual({ tripped: [], dialogs: [], injected: [] });
  }, 240_000);
});

/**
 * Runs in the page: markup the payloads would have created had they escaped their text (checked on the
 * parsed DOM, so escaped text and harmless `<` inside quoted attributes do not count).
 */
function findInjectedMarkup(): string[] {
  const found: string[] = [];
  const scriptUrl = /^\s*(javascript|vbscript|data:text\/html)/i;
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') && attribute.value.includes('__xss'))
        found.push(`${element.tagName} ${name}`);
      if (
        /^(href|src|action|formaction|data|xlink:href|poster)$/.test(name) &&
        scriptUrl.test(attribute.value)
      ) {
        found.push(`${element.tagName} ${name}=${attribute.value.slice(0, 40)}`);
      }
    }
    const type = element.getAttribute('type') ?? '';
    if (
      element.tagName === 'SCRIPT' &&
      /^(|module|text\/javascript)$/i.test(type) &&
      element.textContent?.includes('__xss')
    ) {
      found.push('inline script with the payload');
    }
  }
  return found;
}
