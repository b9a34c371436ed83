import { waitForEmail } from '../support/mailbox.ts';
import { uniqueEmail } from './support/authEmail.ts';
import { e2eEnvironment, serviceClient } from './support/environment.ts';
import { axeViolations, expect, journeyAddress, test } from './support/fixtures.ts';
import { openMenu, signInAs } from './support/staff.ts';

// Issue 33 «Grupos»: a visitor filters /grupos by kind, asks to join a group on its page, and the leader's
// email arrives with a link to the admin and no address. Staff accept in /admin/grupos; only then does the
// visitor's email with the address arrive. Asking twice is refused and keeps what was typed.
// The function answers the duplicate with 409: the browser logs it.
test.use({ allowConsoleErrors: [[/status of 409/], { scope: 'test' }] });

const GROUP = '/grupos/jovenes-del-centro';
const GROUP_ID = '7a000000-0000-4000-a000-000000000001';
const ADDRESS = 'Calle Regina 57, departamento 3, Centro';
const LEADER = 'daniel@example.org';

test('a visitor asks to join a group and gets the address only once staff accept', async ({
  page,
  browser,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('grupo', testInfo.project.name);

  // The filters need no script: choosing «Mujeres» leaves only the women's group.
  await page.goto('/grupos');
  await page.getByText('Mujeres', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Mujeres de la Roma' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jóvenes del Centro' })).toBeHidden();
  await page.getByText('Viernes', { exact: true }).click();
  await expect(page.getByText('Ningún grupo coincide con esos filtros.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(GROUP);
  await expect(page.getByText(ADDRESS)).toHaveCount(0);
  await page.getByLabel('Nombre').fill('Lucía Prado');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Mensaje para el líder (opcional)').fill('Trabajo cerca del centro.');
  await page.getByRole('button', { name: 'Quiero unirme' }).click();
  await expect(page.getByText('¡Solicitud enviada!')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const toLeader = await waitForEmail(LEADER, { subject: 'Nueva solicitud para Jóvenes del Centro' });
  expect(toLeader.text).toContain('Lucía Prado quiere unirse a Jóvenes del Centro.');
  expect(toLeader.text).toContain(`/admin/grupos/${GROUP_ID}`);
  expect(toLeader.text).not.toContain(ADDRESS);

  // Asking again from the same email is refused, beside what was typed.
  await page.goto(GROUP);
  await page.getByLabel('Nombre').fill('Lucía Prado');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Quiero unirme' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ya pediste unirte a este grupo.' })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue('Lucía Prado');

  // Nothing has reached the visitor yet.
  await expect(waitForEmail(email, { timeoutMs: 1_500, consume: false })).rejects.toThrow();

  const staff = await browser.newContext({
    baseURL: e2eEnvironment().siteUrl,
    viewport: page.viewportSize(),
    extraHTTPHeaders: { 'X-Forwarded-For': journeyAddress(`${testInfo.testId}:equipo`) },
  });
  const admin = await staff.newPage();
  await signInAs(admin, 'pastoral@example.org');
  // The request opened its item in «Seguimiento», which leads to the group to decide it.
  const service = serviceClient();
  const request = await service.from('group_join_requests').select('id').eq('email', email).single();
  const followUp = () =>
    service
      .from('follow_ups')
      .select('id, status')
      .eq('kind', 'group')
      .eq('source_id', request.data?.id ?? '')
      .single();
  const item = await followUp();
  expect(item.data?.status).toBe('nuevo');
  await admin.goto(`/admin/seguimiento/${item.data?.id}`);
  await expect(
    admin.getByRole('heading', { name: 'Seguimiento: Solicitud para un grupo', level: 1 }),
  ).toBeVisible();
  await expect(admin.getByText('Lucía Prado')).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Aceptar o rechazar en Grupos' })).toHaveAttribute(
    'href',
    `/admin/grupos/${GROUP_ID}`,
  );
  expect(await axeViolations(admin)).toEqual([]);
  await openMenu(admin);
  await admin.getByRole('link', { name: 'Grupos' }).click();
  await admin.getByRole('link', { name: 'Abrir: Jóvenes del Centro' }).click();
  await admin.getByRole('button', { name: 'Aceptar a Lucía Prado' }).click();
  await expect(
    admin.getByText('Lucía Prado fue aceptado; le enviamos la dirección por correo.'),
  ).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  // Deciding the request closed its follow-up: the inbox does not ask twice.
  expect((await followUp()).data?.status).toBe('cerrado');

  const welcome = await waitForEmail(email, { subject: 'Te esperamos en Jóvenes del Centro' });
  expect(welcome.text).toContain(`Dirección: ${ADDRESS}`);
  expect(welcome.text).toContain('Viernes, 19:30');

  // Leave the demo as it was for the next run.
  const { error } = await serviceClient().from('group_join_requests').delete().eq('email', email);
  expect(error).toBeNull();
  await staff.close();
});
