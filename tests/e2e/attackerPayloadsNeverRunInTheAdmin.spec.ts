import { readFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import {
  FORMULA_PREFIXES,
  formulaPayload,
  HOSTILE_MARKDOWN,
  textPayload,
  urlPayload,
} from '../support/hostilePayloads.ts';
import { e2eEnvironment, serviceClient } from './support/environment.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

/**
 * Attack suite, rendering (admin): what visitors submit through the public forms, and hostile Markdown
 * in a post, is shown to staff in every inbox and in the post preview. A tripwire (`window.__xss`, set
 * by any payload that runs) must stay undefined, no dialog may open, and the subscribers CSV must
 * neutralise every formula prefix.
 */
test.describe.configure({ mode: 'serial' });

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const tag = (label: string) => `${label}-${run}`;
let postId = '';

test.beforeAll(async () => {
  // Through the anon key, exactly as an attacker would submit the public forms.
  const env = e2eEnvironment();
  const visitor = createClient(env.apiUrl, env.publishableKey, { auth: { persistSession: false } });
  const submissions = await Promise.all([
    // A testimonial with a photo and every application arrive through the visitor-upload function, which
    // stores the typed text as typed with the service role: the same row a visitor's form produces.
    serviceClient()
      .from('testimonials')
      .insert({
        name: `Ana ${run} ${textPayload('t-name')}`.slice(0, 200),
        email: null,
        country: textPayload('t-country').slice(0, 100),
        testimonial_text: textPayload('t-text'),
        photo_url: urlPayload('t-photo'),
      }),
    visitor.from('prayer_requests').insert({
      name: `Ana ${run} ${textPayload('pr-name')}`.slice(0, 200),
      email: null,
      request_text: textPayload('pr-text'),
    }),
    visitor.from('contact_inquiries').insert({
      name: `Ana ${run} ${textPayload('ci-name')}`.slice(0, 200),
      email: 'ana@example.com',
      subject: textPayload('ci-subject').slice(0, 200),
      message: textPayload('ci-message'),
    }),
    serviceClient()
      .from('job_applications')
      .insert({
        name: `Ana ${run} ${textPayload('ja-name')}`.slice(0, 200),
        email: 'ana@example.com',
        city_country: textPayload('ja-city').slice(0, 200),
        position_interest: 'Junior Front-End Developer',
        cv_path: 'public/cv_Ana_Martinez_1748390400000.pdf',
        cover_letter_text: textPayload('ja-letter'),
      }),
    ...FORMULA_PREFIXES.map((prefix, i) =>
      visitor.from('subscribers').insert({
        email: `csv${i}.${run}@example.org`,
        name: formulaPayload(prefix),
        country: `${prefix}cmd|'/C calc'!A0`,
        subscribed_via: `${prefix}1+1`,
      }),
    ),
  ]);
  for (const result of submissions) expect(result.error).toBeNull();
  const { data, error } = await serviceClient()
    .from('posts')
    .insert({
      slug: tag('entrada-hostil'),
      title: `Post ${run} ${textPayload('p-title')}`,
      description: textPayload('p-description'),
      content: HOSTILE_MARKDOWN,
      featured_image_url: urlPayload('p-image'),
      is_published: false,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  postId = data!.id;
});

/** Dialogs opened by the page (an alert from a payload would land here). */
function watchDialogs(page: import('@playwright/test').Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

const tripwire = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __xss?: string }).__xss);

/**
 * Waits until every image of the page has loaded or failed (an injected onerror would have run in that
 * same task) and one more frame has passed for anything queued behind them.
 */
async function settled(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => setTimeout(frame))));
}

const screens: [string, string, string][] = [
  ['the testimonials inbox', 'pastoral@example.org', '/admin/testimonials'],
  ['the prayer requests', 'pastoral@example.org', '/admin/prayers'],
  ['the inquiries', 'editor@example.org', '/admin/inquiries'],
  ['the applications', 'admin@example.org', '/admin/applications'],
  ['the posts list', 'editor@example.org', '/admin/blogs'],
  ['the subscribers', 'editor@example.org', '/admin/subscribers'],
];

for (const [name, email, path] of screens) {
  test(`${name} shows attacker input as text and runs none of it`, async ({ page, consoleErrors: _ }) => {
    const dialogs = watchDialogs(page);
    await signInAs(page, email);
    await page.goto(path);
    await expect(page.getByText(run).first()).toBeVisible();
    await settled(page); // images failed and handlers (if any were injected) fired
    expect(await tripwire(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.locator('main [onerror], main [onload], main script, main svg[onload]').count()).toBe(
      0,
    );
  });
}

test.describe('post preview', () => {
  // The hostile Markdown's remote image never even loads: the policy's img-src blocks it (a second wall
  // behind the sanitizer), and the browser reports that as a console error and a policy violation.
  test.use({
    allowConsoleErrors: [
      [/Loading the image 'https:\/\/x\.invalid\/.*violates the following Content Security Policy/],
      { scope: 'test' },
    ],
    allowCspViolations: [[/img-src bloqueó https:\/\/x\.invalid\//], { scope: 'test' }],
  });

  test('the post editor preview renders hostile Markdown inert', async ({ page, consoleErrors: _ }) => {
    const dialogs = watchDialogs(page);
    await signInAs(page, 'editor@example.org');
    await page.goto(`/admin/blogs/edit/${postId}`);
    await page.getByRole('button', { name: 'Vista previa' }).click();
    const preview = page.locator('.prose');
    await expect(preview.getByRole('heading', { name: 'Título' })).toBeVisible();
    await settled(page);
    expect(await tripwire(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(
      await preview
        .locator('script, style, iframe, object, form, [onerror], [ontoggle], [onload], [style]')
        .count(),
    ).toBe(0);
    const hrefs = await preview
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href).not.toMatch(/^\s*(javascript|vbscript|data):/i);
  });
});

test('the subscribers CSV neutralises every formula prefix', async ({ page, consoleErrors: _ }) => {
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/subscribers');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const rows = parseCsv(csv).filter((row) => row[0]?.endsWith(`.${run}@example.org`));
  expect(rows).toHaveLength(FORMULA_PREFIXES.length);
  for (const row of rows) {
    for (const cell of row) expect(cell, `celda ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
  }
});

/** RFC 4180 parsing: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    rows.at(-1)!.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endCell();
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push([]);
      i++;
    } else {
      cell += char;
    }
  }
  endCell();
  return rows;
}
