import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import sharp from 'sharp';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIcalendar } from '#core/events/readIcalendar.ts';
import { nextOccurrences } from '#core/events/recurrence.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { buildSite } from '#devserver/buildSite.ts';
import { publishConfiguredSite } from '../support/configuredSite.ts';
import { pageHead } from '../support/pageHead.ts';
import { filesContaining, removeSiteBuild, siteBuildFolder } from '../support/siteFiles.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The events pages and feeds built from the database: a study every third Wednesday in Madrid (so the
// offsets change with daylight saving), a one-off conference in Mexico City, a draft and a past event.
const ZONE = 'Europe/Madrid';
const today = Temporal.Now.plainDateISO(ZONE);
const conferenceDay = today.add({ days: 20 });
const study = {
  title: 'Estudio Bíblico Zafiro',
  slug: 'estudio-zafiro',
  description: 'Romanos, capítulo a capítulo.\n\nTrae tu Biblia.',
  location_name: 'Templo Central',
  location_address: 'Calle Mayor 1, Madrid',
  online_url: 'https://www.youtube.com/@palabraviva/live',
  starts_at: '2025-01-15T19:00:00',
  ends_at: '2025-01-15T20:30:00',
  time_zone: ZONE,
  recurrence_rule: 'FREQ=MONTHLY;BYDAY=3WE',
  recurrence_exceptions: [] as string[],
  is_published: true,
  published_at: '2025-01-01T00:00:00Z',
};
const conference = {
  title: 'Conferencia Esmeralda',
  slug: 'conferencia-esmeralda',
  description: 'Dos días sobre el Reino.',
  location_name: 'Auditorio',
  location_address: null,
  online_url: null,
  starts_at: `${conferenceDay.toString()}T18:00:00`,
  ends_at: `${conferenceDay.add({ days: 1 }).toString()}T14:00:00`,
  time_zone: 'America/Mexico_City',
  recurrence_rule: null,
  recurrence_exceptions: [] as string[],
  is_published: true,
  published_at: '2025-01-01T00:00:00Z',
};
const draft = {
  ...conference,
  title: 'Retiro Borrador Ónix',
  slug: 'retiro-onix',
  is_published: false,
  published_at: null,
};
const past = {
  ...conference,
  title: 'Vigilia Pasada Ámbar',
  slug: 'vigilia-ambar',
  starts_at: '2024-03-01T20:00:00',
  ends_at: '2024-03-01T23:00:00',
};

const timing = {
  startsAt: study.starts_at,
  endsAt: study.ends_at,
  timeZone: ZONE,
  recurrenceRule: study.recurrence_rule,
  get exceptions() {
    return study.recurrence_exceptions;
  },
};

const COVER = 'public/1764720000000-conferencia-esmeralda.webp';
const OLDER_COVER = 'public/1700000000000-vigilia-ambar.webp';

let test: TestBackend;
let api: RunningServer;
let outDir: string;

beforeAll(async () => {
  test = await startTestBackend();
  api = await listen(test.backend, 0);
  // The next study is skipped (an exception), so the page must show the one after it.
  const [skipped] = nextOccurrences(timing, new Date(), 1);
  study.recurrence_exceptions = [skipped!.start.toPlainDateTime().toString()];
  // Covers as staff-upload names them: the conference's stored with its 320 px twin, the past event's
  // before the function kept one (same kind of name, no twin).
  const webp = await sharp({ create: { width: 64, height: 34, channels: 3, background: '#c9a46b' } })
    .webp()
    .toBuffer();
  const images = test.client('service_role').storage.from('blog_images');
  for (const path of [COVER, COVER.replace(/\.webp$/, '_thumb.webp'), OLDER_COVER]) {
    const { error } = await images.upload(path, webp, { contentType: 'image/webp' });
    expect(error).toBeNull();
  }
  const stored = (path: string) => `${api.url}/storage/v1/object/public/blog_images/${path}`;
  Object.assign(conference, { image_url: stored(COVER) });
  Object.assign(past, { image_url: stored(OLDER_COVER) });
  const { error } = await test.client('service_role').from('events').insert([study, conference, draft, past]);
  expect(error).toBeNull();
  await publishConfiguredSite(test.backend.db);
  outDir = siteBuildFolder('events');
  await buildSite({
    supabaseUrl: api.url,
    publishableKey: test.backend.ctx.keys.publishableKey,
    outDir,
    admin: false,
  });
}, 240_000);

afterAll(async () => {
  await api?.close();
  await test?.close();
  if (outDir) removeSiteBuild(outDir);
});

const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

describe('events built into the site', () => {
  it('lists the next 90 days on /eventos, by month, the recurring study expanded', () => {
    const html = read('eventos/index.html');
    const expected = nextOccurrences(timing, new Date(), 10).filter(
      ({ start }) => start.epochMilliseconds < Date.now() + 90 * 86_400_000,
    );
    expect(html.match(/Estudio Bíblico Zafiro<\/a>/g)).toHaveLength(expected.length);
    for (const { start } of expected) {
      expect(html).toContain(`datetime="${start.toString({ timeZoneName: 'never' })}"`);
    }
    expect(html).toContain('Conferencia Esmeralda');
    expect(html).toMatch(/<h2[^>]*>[A-Z][a-zé]+ de \d{4}<\/h2>/);
    expect(html).toContain('Cada tercer miércoles');
  });

  it('gives each event a page with its next dates, map link, .ics and Google Calendar link', () => {
    const html = read('eventos/estudio-zafiro/index.html');
    const next = nextOccurrences(timing, new Date(), 5);
    for (const { start } of next)
      expect(html).toContain(`datetime="${start.toString({ timeZoneName: 'never' })}"`);
    expect(html).not.toContain(`datetime="${study.recurrence_exceptions[0]}`);
    expect(html).toContain(
      'https://www.google.com/maps/search/?api=1&amp;query=Templo+Central%2C+Calle+Mayor+1%2C+Madrid',
    );
    expect(html).toContain('href="/eventos/estudio-zafiro.ics"');
    expect(html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(html).toContain('Añadir al calendario');
    expect(existsSync(join(outDir, 'eventos/vigilia-ambar/index.html'))).toBe(true);
    expect(read('eventos/vigilia-ambar/index.html')).toContain('Este evento ya pasó.');
  });

  it('gives a cover stored with its twin a lazy twin for «Ahorro de datos», and an older cover none', () => {
    const images = (html: string) => [...html.matchAll(/<img [^>]*data-foto[^>]*>/g)].map(([tag]) => tag);
    const [full, twin, ...others] = images(read('eventos/conferencia-esmeralda/index.html'));
    expect(others).toEqual([]);
    expect(full).toContain(`src="${api.url}/storage/v1/object/public/blog_images/${COVER}"`);
    expect(full).toMatch(/ data-foto[ >]/);
    expect(twin).toContain(
      `src="${api.url}/storage/v1/object/public/blog_images/${COVER.replace(/\.webp$/, '_thumb.webp')}"`,
    );
    expect(twin).toContain(' data-foto-ligera');
    // The same box, alt and priority: only one of the two is ever displayed (global.css).
    const attributes = (tag: string) => tag.replace(/ src="[^"]*"/, '').replace(/ data-foto(-ligera)?/, '');
    expect(attributes(twin!)).toBe(attributes(full!));
    expect(full).toContain('loading="lazy"');

    const [older, ...none] = images(read('eventos/vigilia-ambar/index.html'));
    expect(older).toContain(`/blog_images/${OLDER_COVER}"`);
    expect(none).toEqual([]);
  });

  it('describes the event in JSON-LD with the offset in force on its next date', () => {
    const [event] = pageHead(read('eventos/estudio-zafiro/index.html')).jsonLd as Record<string, unknown>[];
    const [next] = nextOccurrences(timing, new Date(), 1);
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: next!.start.toString({ timeZoneName: 'never' }),
      endDate: next!.end.toString({ timeZoneName: 'never' }),
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    });
    expect(String(event!.startDate)).toMatch(/T19:00:00\+0[12]:00$/);
  });

  it('publishes /eventos.ics: valid for ical.js, every published event, dates matching the pages', () => {
    const { calendar, events } = readIcalendar(read('eventos.ics'));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(
      calendar
        .getAllSubcomponents('vtimezone')
        .map((zone) => zone.getFirstPropertyValue('tzid'))
        .sort(),
    ).toEqual(['America/Mexico_City', 'Europe/Madrid']);
    // The schedule's weekly services come first (core/site/serviceSchedule.ts), then every event.
    const services = events.filter((event) => event.uid.startsWith('servicio-'));
    expect(services.map((event) => event.summary)).toEqual(
      siteDefaults.schedule.services.map((service) => service.name),
    );
    expect(
      events
        .filter((event) => !services.includes(event))
        .map((event) => event.summary)
        .sort(),
    ).toEqual(['Conferencia Esmeralda', 'Estudio Bíblico Zafiro', 'Vigilia Pasada Ámbar']);
    const parsed = events.find((event) => event.summary === 'Estudio Bíblico Zafiro')!;
    const theirs = parsed
      .starts(40)
      .filter((start) => start > Date.now() - 90 * 60_000)
      .slice(0, 5);
    expect(theirs).toEqual(
      nextOccurrences(timing, new Date(), 5).map(({ start }) => start.epochMilliseconds),
    );
    expect(parsed.location).toBe('Templo Central, Calle Mayor 1, Madrid');
    expect(parsed.url).toMatch(/\/eventos\/estudio-zafiro\/$/);
    const single = readIcalendar(read('eventos/estudio-zafiro.ics')).events;
    expect(single.map((event) => event.uid)).toEqual([parsed.uid]);
  });

  it('shows the next three events on the home page', () => {
    const html = read('index.html');
    expect(html).toContain('Próximos Eventos');
    expect(html).toContain('href="/eventos/estudio-zafiro"');
    expect(html).toContain('href="/eventos/conferencia-esmeralda"');
    expect(html).not.toContain('href="/eventos/vigilia-ambar"');
  });

  it('never builds the draft anywhere', () => {
    expect(existsSync(join(outDir, 'eventos/retiro-onix'))).toBe(false);
    expect(filesContaining(outDir, 'Retiro Borrador Ónix')).toEqual([]);
  });

  it('lists online events on /en-vivo with a countdown and a click-to-load player, no YouTube frame in the HTML', () => {
    const html = read('en-vivo/index.html');
    // The ministry's zone by its city, in Spanish (issue 34).
    expect(html).toContain('Todos los horarios son de Ciudad de México.');
    const slots = JSON.parse(
      (/data-slots="([^"]*)"/.exec(html)?.[1] ?? '[]').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ) as { name: string; start: number; end: number }[];
    // Two weeks of the configuration's four weekly services, earliest first, none already over.
    expect(slots.length).toBeGreaterThanOrEqual(7);
    expect(slots.map((slot) => slot.start)).toEqual(slots.map((slot) => slot.start).sort((a, b) => a - b));
    expect(slots.every((slot) => slot.end > Date.now() - 600_000)).toBe(true);
    expect(html).toContain(`Próxima transmisión: ${slots[0]!.name}`);
    expect(html).not.toMatch(/<iframe/);
    expect(html).toContain('data-embed="https://www.youtube-nocookie.com/embed/live_stream?channel=');
  });
});
