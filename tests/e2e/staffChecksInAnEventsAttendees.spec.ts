import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { nextOccurrences } from '#core/events/recurrence.ts';
import { serviceClient } from './support/environment.ts';
import { MINISTRY_ZONE, ministryDate } from './support/events.ts';
import { axeViolations, expect as baseExpect, test } from './support/fixtures.ts';
import { openMenu, signInAs } from './support/staff.ts';

// Each admin screen's code loads on first visit; on a machine shared by many runs that can exceed 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A published weekly event starting tomorrow at 19:00 in the ministry's zone, written as the service. */
async function publishedWeeklyEvent(title: string) {
  const day = ministryDate(1);
  const { data, error } = await serviceClient()
    .from('events')
    .insert({
      title,
      slug: `inscripciones-${randomBytes(4).toString('hex')}`,
      location_name: 'Templo central',
      starts_at: `${day}T19:00:00`,
      ends_at: `${day}T21:00:00`,
      time_zone: MINISTRY_ZONE,
      recurrence_rule: 'FREQ=WEEKLY',
      is_published: true,
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
    .select('id, starts_at, ends_at, time_zone, recurrence_rule, recurrence_exceptions')
    .single();
  if (error) throw error;
  return data;
}

/** A visitor's sign-up, decided by the engine as the `signups` server function asks it to. */
async function signUp(listId: string, start: string, name: string, answers: Record<string, string>) {
  const { data, error } = await serviceClient().rpc('take_signup_places', {
    list_id: listId,
    starts: [start],
    person: { name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.org` },
    answers,
    link_hash: randomBytes(32).toString('hex'),
    link_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    client_address: `198.51.100.${Math.floor(Math.random() * 250)}`,
  });
  if (error) throw error;
  return data;
}

test('pastoral staff set up an event’s registration, read a date’s list and waitlist, export it and check people in on a phone', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(60_000);
  const title = `Cena de Navidad ${Date.now()}`;
  const event = await publishedWeeklyEvent(title);
  const [first] = nextOccurrences(
    {
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      timeZone: event.time_zone,
      recurrenceRule: event.recurrence_rule,
      exceptions: event.recurrence_exceptions,
    },
    new Date(),
    1,
  );
  const start = first!.start.toInstant().toString();

  // Set up: two places a date, closing an hour before, one required choice question.
  await signInAs(page, 'pastoral@example.org');
  await openMenu(page);
  await page
    .getByRole('navigation', { name: 'Menú del panel' })
    .getByRole('link', { name: 'Inscripciones' })
    .click();
  await expect(page.getByRole('heading', { name: 'Inscripciones', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar evento por título').fill(title);
  await page.getByRole('link', { name: `Abrir inscripciones: ${title}` }).click();
  await expect(page.getByRole('heading', { name: `Inscripciones de ${title}`, level: 1 })).toBeVisible();
  await page.getByLabel('Lugares por fecha').fill('2');
  await page.getByLabel('Cerrar inscripciones (minutos antes de cada fecha)').fill('60');
  await page.getByRole('button', { name: 'Añadir pregunta' }).click();
  await page.getByLabel('Texto de la pregunta').fill('Talla de camiseta');
  await page.getByLabel('Tipo de respuesta').selectOption({ label: 'Opción de una lista' });
  await page.getByLabel('Obligatoria').check();
  await page.getByRole('button', { name: 'Abrir inscripciones' }).click();
  // A choice without options is refused in Spanish and nothing typed is lost.
  await expect(page.getByRole('alert')).toHaveText('«Talla de camiseta» necesita entre 1 y 20 opciones.');
  await expect(page.getByLabel('Texto de la pregunta')).toHaveValue('Talla de camiseta');
  await page.getByLabel('Opciones (una por línea)').fill('S\nM\nL');
  await page.getByRole('button', { name: 'Abrir inscripciones' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Inscripciones creadas' })).toBeVisible();
  const { data: list } = await serviceClient()
    .from('signup_lists')
    .select('*')
    .eq('event_id', event.id)
    .single();
  expect(list).toMatchObject({
    kind: 'event',
    is_open: true,
    capacity: 2,
    waitlist_limit: null,
    closes_minutes_before: 60,
    questions: [
      {
        id: 'talla-de-camiseta',
        label: 'Talla de camiseta',
        type: 'choice',
        required: true,
        options: ['S', 'M', 'L'],
      },
    ],
  });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('registration.png'), fullPage: true });

  // Three people sign up for the first date: two places, the third waits.
  await signUp(list!.id, start, 'Ana López', { 'talla-de-camiseta': 'M' });
  await signUp(list!.id, start, '=Bruno Díaz', { 'talla-de-camiseta': 'L' });
  const [carlaPlace] = await signUp(list!.id, start, 'Carla Ruiz', { 'talla-de-camiseta': 'S' });
  await page.reload();
  const dates = page.getByRole('region', { name: 'Fechas' });
  const firstDate = dates.getByRole('row').nth(1);
  await expect(firstDate).toContainText('2 de 2');
  await firstDate.getByRole('link', { name: /^Ver inscritos del / }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByText('2 de 2 lugares confirmados · 1 en lista de espera')).toBeVisible();
  const tables = page.getByRole('table');
  await expect(tables.first()).toContainText('Ana López');
  await expect(tables.first()).toContainText('Talla de camiseta: M');
  await expect(tables.nth(1)).toContainText('1. Carla Ruiz');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('roster.png'), fullPage: true });

  // The CSV: Spanish headers, the question's column, and a name that cannot run as a formula.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe(
    'Orden de llegada,Nombre,Estado,Posición en lista de espera,Correo,Teléfono,Acepta WhatsApp,Talla de camiseta,Asistió,Inscrito el,Cancelado el',
  );
  expect(csv.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
    '1,Ana López,Confirmada,',
    "2,'=Bruno Díaz,Confirmada,",
    '3,Carla Ruiz,En espera,1',
  ]);

  // A third place on this date only: the first waiting person gets it at once.
  await page.getByRole('link', { name: `Volver a ${title}` }).click();
  await dates
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Ajustar el / })
    .click();
  await page.getByLabel('Lugares de esta fecha').fill('3');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Fecha ajustada' })).toBeVisible();
  await expect(dates.getByRole('row').nth(1)).toContainText('3 de 3');
  await expect(dates.getByRole('row').nth(2)).toContainText('0 de 2');

  // At the door, on a phone: mark Carla present, then take it back.
  await page.setViewportSize({ width: 360, height: 780 });
  await dates
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: /^Ver inscritos del / })
    .click();
  await page.getByRole('link', { name: 'Pasar lista' }).click();
  await expect(page.getByRole('heading', { name: 'Pasar lista', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'presentes' })).toHaveText('0 de 3 presentes');
  await page.getByLabel('Buscar por nombre').fill('carla');
  const carla = page.getByRole('button', { name: /Carla Ruiz/ });
  const box = await carla.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await carla.click();
  await expect(carla).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'presentes' })).toHaveText('1 de 3 presentes');
  const attended = async () =>
    (await serviceClient().from('signups').select('attended_at').eq('id', carlaPlace!.signup_id!).single())
      .data?.attended_at;
  await expect.poll(attended).not.toBeNull();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('check-in.png'), fullPage: true });
  await carla.click();
  await expect(carla).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(attended).toBeNull();
});
