import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

// Two groups, so the two workers share the sweep (each screen loads its chunk and runs axe: ~4 s apiece on
// CI's cores; one test for all of them neared its limit as screens were added).
const screenGroups = {
  'content and teaching': [
    ['/admin/videos', 'Gestión de Videos'],
    ['/admin/videos/new', 'Nuevo video'],
    ['/admin/audios', 'Gestión de Audios'],
    ['/admin/audios/new', 'Nuevo audio'],
    ['/admin/library', 'Biblioteca'],
    ['/admin/library/new', 'Nuevo recurso'],
    ['/admin/series', 'Series'],
    ['/admin/speakers', 'Predicadores'],
    ['/admin/inscripciones', 'Inscripciones'],
    ['/admin/turnos', 'Turnos'],
    ['/admin/turnos/nuevo', 'Nuevo turno'],
    ['/admin/turnos/71000000-0000-4000-a000-000000000011', 'Turno Bienvenida'],
    ['/admin/qr', 'Códigos QR'],
  ],
  'inbox, people and data': [
    ['/admin/testimonials', 'Testimonios'],
    ['/admin/prayers', 'Peticiones de oración'],
    ['/admin/inquiries', 'Consultas'],
    ['/admin/subscribers', 'Suscriptores'],
    ['/admin/applications', 'Solicitudes de empleo'],
    ['/admin/settings', 'Configuración'],
    ['/admin/export', 'Exportar todo'],
    ['/admin/analytics', 'Estadísticas'],
    ['/admin/email', 'Email Marketing'],
  ],
} as const;

for (const [group, screens] of Object.entries(screenGroups)) {
  test(`every ${group} screen an admin opens has its heading and no accessibility violations`, async ({
    page,
    consoleErrors: _,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'admin@example.org');
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText('Cargando…')).toHaveCount(0);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}

test('no section is a placeholder: Fundación is gone from the menu, the dashboard and the routes', async ({
  page,
  consoleErrors: _,
}) => {
  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/foundation');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fundación' })).toHaveCount(0);
  await expect(page.getByText('En construcción')).toHaveCount(0);
});
