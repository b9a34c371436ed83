import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkArea, SITE_AREA_KEYS, type SiteArea } from '#core/site/areas.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { buildSite } from '#devserver/buildSite.ts';
import { configuredSite } from '../support/configuredSite.ts';
import { listFiles, removeSiteBuild, siteBuildFolder } from '../support/siteFiles.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

/**
 * Every text of core/siteConfig.ts that visitors read is site content staff can change: each one is
 * replaced by a unique mark, published, and must reach a built page (in its text or its links and data).
 * A value that stays in code, or a page that still shows the old text, fails here. (The admin's side —
 * a form field for every value of every area — is admin/src/features/site/siteForms.test.ts.) Values
 * with a format (links, phones, ids, dates) keep theirs and must show as they are; NOT_AS_TEXT names
 * the few no page shows as text, and why.
 */

/** Values a built page does not show as text, each with where it does reach visitors or why not. */
const NOT_AS_TEXT: Record<string, string> = {
  'giving.issuer.legalName': 'receipts and year-end statements (netlify/lib/giving)',
  'giving.issuer.taxId': 'receipts and year-end statements',
  'giving.issuer.address[]': 'receipts and year-end statements',
  'giving.funds[].stripePaymentLinkId': 'the Stripe webhook designates gifts with it',
  'identity.logo.alt': 'the logo sits beside the ministry’s name, so pages draw it as decoration (alt="")',
  'home.fixedTestimonials[].id': 'the key the carousel keeps fixed testimonials apart by',
  'home.overview.cards[].icon': 'drawn as an icon',
  'about.values[].icon': 'drawn as an icon',
  'openings.areas[].icon': 'drawn as an icon',
  'openings.positions[].icon': 'drawn as an icon',
  'banner.start': 'written as an instant (data-starts-at) in the ministry’s zone',
  'banner.end': 'written as an instant (data-ends-at)',
  'social.podcast.spotifyShowUrl': 'series and speaker pages with audios (siteBuildLibrary.test.ts)',
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
interface Leaf {
  area: SiteArea;
  path: (string | number)[];
  value: string;
  /** `hero.title`, `founder.bio[]`: the schema path, as NOT_AS_TEXT names it. */
  name: string;
}

function stringLeaves(area: SiteArea, value: Json, path: (string | number)[] = []): Leaf[] {
  if (typeof value === 'string') {
    const name = path
      .map((part) => (typeof part === 'number' ? '[]' : `.${part}`))
      .join('')
      .replace(/^\./, '');
    return [{ area, path, value, name: `${area}.${name}`.replace('.[]', '[]') }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(area, item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(area, item, [...path, key]));
  return [];
}

function setAt(target: Json, path: (string | number)[], value: string): void {
  let node = target as Record<string | number, Json>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, Json>;
  node[path.at(-1)!] = value;
}

const ZONE = siteDefaults.identity.timeZone;
const wallClock = (hours: number) =>
  Temporal.Now.zonedDateTimeISO(ZONE).add({ hours }).toPlainDateTime().toString().slice(0, 16);

/** The seeded content, set up (configuredSite), with the banner on (it is off in a fresh install) and every free text marked. */
function markedContent() {
  const content = structuredClone({ ...siteDefaults, ...configuredSite }) as unknown as Record<
    SiteArea,
    Json
  >;
  content.banner = {
    ...siteDefaults.banner,
    enabled: true,
    text: 'x',
    start: wallClock(-1),
    end: wallClock(48),
  };
  const marked: (Leaf & { mark: string })[] = [];
  const formatted: Leaf[] = [];
  for (const area of SITE_AREA_KEYS) {
    for (const leaf of stringLeaves(area, content[area])) {
      if (leaf.value === '') continue;
      const mark = `Mrk${marked.length}q`;
      const tried = structuredClone(content[area]);
      setAt(tried, leaf.path, mark);
      if (checkArea(area, tried).ok) {
        content[area] = tried;
        marked.push({ ...leaf, mark });
      } else formatted.push(leaf);
    }
  }
  return { content, marked, formatted };
}

const { content, marked, formatted } = markedContent();
let test: TestBackend;
let api: RunningServer;
let outDir: string;
let built = '';

beforeAll(async () => {
  test = await startTestBackend();
  api = await listen(test.backend, 0);
  for (const area of SITE_AREA_KEYS)
    await test.backend.db.query(
      'insert into public.site_content (area, content, version) values ($1, $2::jsonb, 1)',
      [area, JSON.stringify(content[area])],
    );
  outDir = siteBuildFolder('cada-valor');
  await buildSite({
    supabaseUrl: api.url,
    publishableKey: test.backend.ctx.keys.publishableKey,
    outDir,
    admin: false,
  });
  built = listFiles(outDir)
    .filter((file) => /\.(html|xml|ics|json|txt)$/.test(file))
    .map((file) => readFileSync(join(outDir, file), 'utf8'))
    .join('\n');
}, 600_000);

afterAll(async () => {
  await api?.close();
  await test?.close();
  if (outDir) removeSiteBuild(outDir);
});

describe('every text of the seeded site content', () => {
  it('is marked: nearly every value is free text staff may change', () => {
    expect(marked.length).toBeGreaterThan(250);
  });

  it('reaches a built page once published (free text)', () => {
    const missing = marked
      .filter((leaf) => !(leaf.name in NOT_AS_TEXT) && !built.includes(leaf.mark))
      .map((leaf) => `${leaf.name} (${leaf.path.join('.')})`);
    expect(missing).toEqual([]);
  });

  it('shows each value with a format as it is (links, phones, ids of buttons…)', () => {
    const html = (text: string) => text.replaceAll('&', '&amp;');
    const missing = formatted
      .filter((leaf) => !(leaf.name in NOT_AS_TEXT))
      .filter((leaf) => !built.includes(leaf.value) && !built.includes(html(leaf.value)))
      .map((leaf) => `${leaf.name} = ${leaf.value}`);
    expect(missing).toEqual([]);
  });
});
