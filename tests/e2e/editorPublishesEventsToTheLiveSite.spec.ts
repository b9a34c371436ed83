import { type Page, request as playwrightRequest } from '@playwright/test';
import { readIcalendar } from '#core/events/readIcalendar.ts';
import { fillEvent, ministryDate, thirdWednesdays } from './support/events.ts';
import { expect as baseExpect } from './support/fixtures.ts';
import { test, waitForSite } from './support/liveProduct.ts';
import { signInAs } from './support/staff.ts';

// Each admin screen's code loads on first visit and the router shows it once its data has arrived too;
// on a machine shared by many test runs that can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 19: what an editor schedules reaches /eventos, the calendar files and the home page after the
// rebuild `npm start` runs by itself, and leaves them all when unpublished. Each project starts its own
// product (the live-site fixture editorPublishesToTheLiveSite uses too).

/** The start instants (ms) of every card linking to `slug` on the page open, in page order. */
async function cardStarts(page: Page, slug: string): Promise<number[]> {
  const times = page.locator(`[data-event-entry]:has(a[href="/eventos/${slug}"]) time`);
  const values = await times.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  return values.map((value) => Date.parse(value));
}

// Saving under a slug the demo already uses answers 409, which the browser logs; the journey does it on purpose.
test.use({ allowConsoleErrors: [/status of 409/] });

const STUDY_SLUG = 'estudio-biblico-de-los-miercoles';
const CONFERENCE_SLUG = 'conferencia-de-familias';

/** Opens the event found by `search` (title or place), flips «Publicado» and saves. */
async function togglePublished(page: Page, search: string, title: string) {
  await page.goto('/admin/events');
  await page.getByLabel('Buscar por título o lugar').fill(search);
  const edit = page.getByRole('link', { name: `Editar ${title}` });
  await expect(edit).toHaveCount(1);
  await edit.click();
  await page.getByRole('switch', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Evento actualizado' })).toBeVisible();
}

test('an editor publishes a monthly Bible study and a conference; the site, its calendars and the home follow, and unpublishing removes them', async ({
  page,
  product,
  consoleErrors: _,
}) => {
  test.setTimeout(480_000);
  const http = await playwrightRequest.newContext();
  const [studyDay] = thirdWednesdays(new Date(), 1);
  const conferenceDay = ministryDate(1);
  await signInAs(page, 'editor@example.org');

  await page.goto('/admin/events/new');
  await fillEvent(page, {
    title: 'Estudio bíblico',
    place: 'Templo central',
    start: `${studyDay}T19:00`,
    end: `${studyDay}T20:30`,
    repeat: 'Cada tercer miércoles',
  });
  await expect(page.getByRole('region', { name: 'Próximas fechas' })).toContainText('Cada tercer miércoles');
  await page.getByRole('switch', { name: 'Publicado' }).click();
  // The demo content already has an «Estudio bíblico»: the slug is taken, and nothing typed is lost.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert')).toContainText('Ya existe un registro con el slug «estudio-biblico»');
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Estudio bíblico');
  await page.getByLabel('Slug').fill(STUDY_SLUG);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Evento creado' })).toBeVisible();

  await page.getByRole('link', { name: 'Nuevo evento' }).click();
  await fillEvent(page, {
    title: 'Conferencia de familias',
    place: 'Auditorio Central',
    start: `${conferenceDay}T09:00`,
    end: `${conferenceDay}T18:00`,
    repeat: 'No se repite',
  });
  await expect(page.getByRole('region', { name: 'Próximas fechas' })).toContainText('Una sola vez');
  await page.getByRole('switch', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Evento creado' })).toBeVisible();

  // /eventos: the study on every third Wednesday at 19:00 Mexico City time (UTC−6 all year since 2022).
  await waitForSite(
    product,
    '/eventos',
    (status, body) =>
      status === 200 && [STUDY_SLUG, CONFERENCE_SLUG].every((slug) => body.includes(`/eventos/${slug}"`)),
    Date.now(),
  );
  await page.goto('/eventos');
  const studyStarts = await cardStarts(page, STUDY_SLUG);
  const soon = Date.now() + 85 * 86_400_000;
  expect(studyStarts.filter((start) => start < soon)).toEqual(
    thirdWednesdays(new Date(), 4)
      .map((day) => Date.parse(`${day}T19:00:00-06:00`))
      .filter((start) => start < soon),
  );
  expect(await cardStarts(page, CONFERENCE_SLUG)).toEqual([Date.parse(`${conferenceDay}T09:00:00-06:00`)]);

  // The calendar files, read by a real iCalendar parser, give the same dates.
  const feed = readIcalendar(await (await http.get(`${product.siteUrl}/eventos.ics`)).text());
  const inFeed = (slug: string) => feed.events.find((event) => event.url?.endsWith(`/eventos/${slug}/`));
  // The product runs on a free PORT: the links it publishes (feed, canonical, og:url) name that port.
  expect(inFeed(STUDY_SLUG)?.url).toBe(`${product.siteUrl}/eventos/${STUDY_SLUG}/`);
  const home = await (await http.get(`${product.siteUrl}/`)).text();
  expect(home).toContain(`<link rel="canonical" href="${product.siteUrl}/">`);
  expect(home).toContain(`<meta property="og:url" content="${product.siteUrl}/">`);
  expect(inFeed(STUDY_SLUG)).toMatchObject({ summary: 'Estudio bíblico', lengthMs: 90 * 60_000 });
  expect(inFeed(STUDY_SLUG)?.starts(2)).toEqual(studyStarts.slice(0, 2));
  expect(inFeed(CONFERENCE_SLUG)?.starts(2)).toEqual([Date.parse(`${conferenceDay}T09:00:00-06:00`)]);
  const single = readIcalendar(await (await http.get(`${product.siteUrl}/eventos/${STUDY_SLUG}.ics`)).text());
  expect(single.events).toHaveLength(1);
  expect(single.events[0]?.starts(3)).toEqual(studyStarts.slice(0, 3));

  // The home shows the next three events, in the order /eventos lists them: tomorrow's conference among them.
  const firstThree = [
    ...new Set(
      await page
        .locator('[data-event-entry] h2 a, [data-event-entry] h3 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ),
  ].slice(0, 3);
  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Próximos Eventos' });
  const homeLinks = await upcoming
    .locator('[data-event-entry] a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(homeLinks).toEqual(firstThree);
  expect(homeLinks).toContain(`/eventos/${CONFERENCE_SLUG}`);

  // The demo's own «Estudio bíblico» meets at Palabra Viva; ours is found by its place.
  await togglePublished(page, 'Templo central', 'Estudio bíblico');
  await togglePublished(page, 'Conferencia de familias', 'Conferencia de familias');
  await waitForSite(
    product,
    '/eventos',
    (status, body) =>
      status === 200 && [STUDY_SLUG, CONFERENCE_SLUG].every((slug) => !body.includes(`/eventos/${slug}"`)),
    Date.now(),
  );
  for (const slug of [STUDY_SLUG, CONFERENCE_SLUG]) {
    expect((await http.get(`${product.siteUrl}/eventos/${slug}`)).status()).toBe(404);
  }
  const after = await (await http.get(`${product.siteUrl}/eventos.ics`)).text();
  expect(after).not.toContain(STUDY_SLUG);
  expect(after).not.toContain(CONFERENCE_SLUG);
  expect(await (await http.get(`${product.siteUrl}/`)).text()).not.toContain(CONFERENCE_SLUG);
  await http.dispose();
});
