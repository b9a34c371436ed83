import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIcalendar } from '#core/events/readIcalendar.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { buildSite } from '#devserver/buildSite.ts';
import { filesContaining, removeSiteBuild, siteBuildFolder } from '../support/siteFiles.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

/**
 * The site built from the site content staff publish (admin → Sitio): every published area reaches its
 * pages, a draft reaches only the staff's preview build, and an area that no longer passes its schema
 * fails the build with the Spanish message and the field (the previous site stays live).
 */
const ZONE = siteDefaults.identity.timeZone;
const today = Temporal.Now.plainDateISO(ZONE);
/** The next Sunday (at least one day ahead): its Servicio Dominical is cancelled. */
const sunday = today.add({ days: 7 - (today.dayOfWeek % 7) || 7 });
const wallClock = (hours: number) =>
  Temporal.Now.zonedDateTimeISO(ZONE).add({ hours }).toPlainDateTime().toString().slice(0, 16);

const published = {
  home: { ...siteDefaults.home, hero: { ...siteDefaults.home.hero, title: 'Bienvenidos a casa Ámbar' } },
  about: {
    ...siteDefaults.about,
    founder: { ...siteDefaults.about.founder, bio: ['Biografía Turquesa del fundador.'] },
  },
  schedule: {
    ...siteDefaults.schedule,
    exceptions: [
      {
        id: 'retiro',
        date: sunday.toString(),
        serviceId: 'servicio-dominical',
        kind: 'cancelled',
        start: '',
        end: '',
        place: '',
        note: 'Aviso Jade: retiro de la iglesia',
      },
    ],
  },
  legal: {
    ...siteDefaults.legal,
    updatedOn: '2026-11-30',
    terms: {
      ...siteDefaults.legal.terms,
      markdown: '### Cláusula Coral\n\nTexto **firme**. <script>alert(1)</script>',
    },
  },
  openings: {
    ...siteDefaults.openings,
    positions: siteDefaults.openings.positions.map((position) =>
      position.id === 'graphic_designer' ? { ...position, open: false } : position,
    ),
  },
  banner: {
    enabled: true,
    text: 'Anuncio Ónice: este domingo no hay reunión',
    linkLabel: 'Ver horarios',
    link: '/contact#horarios',
    start: wallClock(-1),
    end: wallClock(48),
  },
  assistant: { ...siteDefaults.assistant, quickQuestions: ['¿Pregunta Perla?'] },
  contact: { ...siteDefaults.contact, whatsapp: '+52 55 1234 5678' },
};

let test: TestBackend;
let api: RunningServer;
let outDir: string;
let previewDir: string;
const sql = (text: string, params: unknown[] = []) => test.backend.db.query(text, params);
const read = (file: string, dir = outDir) => readFileSync(join(dir, file), 'utf8');

beforeAll(async () => {
  test = await startTestBackend();
  api = await listen(test.backend, 0);
  for (const [area, content] of Object.entries(published))
    await sql('insert into public.site_content (area, content, version) values ($1, $2::jsonb, 1)', [
      area,
      JSON.stringify(content),
    ]);
  const draft = { ...published.home, hero: { ...published.home.hero, title: 'Borrador Obsidiana' } };
  await sql('insert into public.site_content_drafts (area, content, version) values ($1, $2::jsonb, 2)', [
    'home',
    JSON.stringify(draft),
  ]);
  outDir = siteBuildFolder('contenido');
  previewDir = siteBuildFolder('vista-previa');
  const { publishableKey, secretKey } = test.backend.ctx.keys;
  await buildSite({ supabaseUrl: api.url, publishableKey, outDir, admin: false });
  await buildSite({
    supabaseUrl: api.url,
    publishableKey,
    outDir: previewDir,
    admin: false,
    drafts: { secretKey, assetsPrefix: '' },
  });
}, 600_000);

afterAll(async () => {
  await api?.close();
  await test?.close();
  for (const dir of [outDir, previewDir]) if (dir) removeSiteBuild(dir);
});

describe('the site built from the published site content', () => {
  it('shows the published hero, never the draft', () => {
    expect(read('index.html')).toContain('Bienvenidos a casa Ámbar');
    expect(filesContaining(outDir, 'Borrador Obsidiana')).toEqual([]);
  });

  it('shows the founder’s published bio on /about', () => {
    expect(read('about/index.html')).toContain('Biografía Turquesa del fundador.');
  });

  it('announces the cancelled Sunday on the contact page, the home page and every footer', () => {
    for (const file of ['contact/index.html', 'index.html', 'about/index.html']) {
      const html = read(file);
      expect(html, file).toContain('Servicio Dominical: no hay reunión. Aviso Jade: retiro de la iglesia.');
    }
  });

  it('leaves the cancelled Sunday out of /en-vivo and /eventos.ics', () => {
    const slots = JSON.parse(
      (/data-slots="([^"]*)"/.exec(read('en-vivo/index.html'))?.[1] ?? '[]').replace(/&quot;/g, '"'),
    ) as { name: string; start: number }[];
    const sundays = slots
      .filter((slot) => slot.name === 'Servicio Dominical')
      .map((slot) =>
        Temporal.Instant.fromEpochMilliseconds(slot.start).toZonedDateTimeISO(ZONE).toPlainDate(),
      );
    expect(sundays.length).toBeGreaterThan(0);
    expect(sundays.map(String)).not.toContain(sunday.toString());
    const service = readIcalendar(read('eventos.ics')).events.find((event) =>
      event.uid.startsWith('servicio-servicio-dominical@'),
    )!;
    // Weekly since the schedule's anchor (2024): the next weeks are far down the list.
    const starts = service
      .starts(2000)
      .filter((start) => start > Date.now() - 86_400_000)
      .map((start) => Temporal.Instant.fromEpochMilliseconds(start));
    const days = starts.map((start) => start.toZonedDateTimeISO(ZONE).toPlainDate().toString());
    expect(days).not.toContain(sunday.toString());
    expect(days).toContain(sunday.add({ days: 7 }).toString());
  });

  it('renders the legal Markdown sanitized, with its last-updated date', () => {
    const html = read('legal/index.html');
    expect(html).toContain('<h3>Cláusula Coral</h3>');
    expect(html).toContain('<strong>firme</strong>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('30 de noviembre de 2026');
  });

  it('leaves a closed position off /careers and out of the application form', () => {
    const html = read('careers/index.html');
    expect(html).not.toContain('Diseñador(a) Gráfico(a)');
    expect(html).toContain('Community Manager (Redes Sociales)');
  });

  it('carries the banner on every page, shown, with its link', () => {
    for (const file of ['index.html', 'about/index.html', 'legal/index.html', '404.html']) {
      const html = read(file);
      const banner = /<aside id="site-banner"[^>]*>/.exec(html)?.[0] ?? '';
      expect(banner, file).not.toBe('');
      expect(banner, file).not.toMatch(/\shidden/);
      expect(html, file).toContain('Anuncio Ónice: este domingo no hay reunión');
      expect(html, file).toContain('href="/contact#horarios"');
    }
  });

  it('gives the chat the assistant area’s words and the footer the WhatsApp link', () => {
    const html = read('index.html');
    expect(html).toContain('¿Pregunta Perla?');
    expect(html).toContain('href="https://wa.me/525512345678"');
  });
});

describe('the staff’s preview build', () => {
  it('shows the drafts over what is published', () => {
    expect(read('index.html', previewDir)).toContain('Borrador Obsidiana');
    expect(read('about/index.html', previewDir)).toContain('Biografía Turquesa del fundador.');
  });

  it('never writes the server key into a file', () => {
    expect(filesContaining(previewDir, test.backend.ctx.keys.secretKey)).toEqual([]);
  });
});

describe('a published area that no longer passes its schema', () => {
  it('fails the build with the Spanish message and the field', async () => {
    await sql(
      `update public.site_content set content = jsonb_set(content, '{phone}', '"555 0102"') where area = 'contact'`,
    );
    const failedOut = siteBuildFolder('contenido-malo');
    try {
      await expect(
        buildSite({
          supabaseUrl: api.url,
          publishableKey: test.backend.ctx.keys.publishableKey,
          outDir: failedOut,
          admin: false,
        }),
      ).rejects.toThrow(
        'Sección «Contacto», campo phone: Escribe el número en formato internacional, con + y el código del país',
      );
    } finally {
      removeSiteBuild(failedOut);
    }
  }, 300_000);
});
