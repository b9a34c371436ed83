import { serviceClient } from './support/environment.ts';
import { expect, test } from './support/fixtures.ts';
import { expectFocusTrapped, expectVisibleFocus, tabTo } from './support/keyboard.ts';
import { PDF_MINIMAL, toasts, uniqueName } from './support/visitor.ts';

// Keyboard only: Tab, Shift+Tab, Enter, Space, Escape and typing. No clicks anywhere in this file.
// Dozens of key presses, each followed by a focus-ring check: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the testimonial dialog: opened, filled and sent from the keyboard; focus trapped and returned', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Teclado Testimonio', testInfo);
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Compartir mi Historia' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Comparte tu Historia' });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);

  // Escape closes and gives focus back; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  await tabTo(page, dialog.getByLabel('Nombre Completo'), { max: 15 });
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByLabel('País'), { max: 3 });
  await page.keyboard.type('Bolivia');
  await tabTo(page, dialog.getByLabel('Tu Testimonio (Máx. 200 palabras)'), { max: 4 });
  await page.keyboard.type('Con el teclado también se puede contar lo que Dios hizo.');
  await tabTo(page, dialog.getByRole('button', { name: 'Enviar Testimonio' }), { max: 6 });
  await page.keyboard.press('Enter');

  await expect(toasts(page).filter({ hasText: '¡Testimonio Enviado!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  const { data } = await serviceClient().from('testimonials_for_review').select('country').eq('name', name);
  expect(data).toEqual([{ country: 'Bolivia' }]);
});

test('the careers modal: a keyboard-only application with a CV chosen through the file picker', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Teclado Postulante', testInfo);
  // Listening from the start: Playwright turns on its file-chooser interception when a listener is added,
  // and a chooser opened before that is the browser's own (the headless shell cancels it unseen).
  const chooser = page.waitForEvent('filechooser');
  await page.goto('/careers');
  const opener = page.getByRole('button', { name: 'Postularme' }).first();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Solicitud de Empleo' });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);

  await tabTo(page, dialog.getByLabel('Nombre Completo'), { max: 15 });
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByLabel('Correo Electrónico'), { max: 3 });
  await page.keyboard.type('teclado@example.org');
  await tabTo(page, dialog.getByLabel(/^CV/), { max: 4 });
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMAL });
  await tabTo(page, dialog.getByRole('button', { name: 'Enviar Solicitud' }), { max: 6 });
  await page.keyboard.press('Enter');

  const success = page.getByRole('dialog', { name: '¡Solicitud Enviada!' });
  await expect(success).toBeVisible();
  await tabTo(page, success.getByRole('button', { name: 'Cerrar', exact: true }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(success).toBeHidden();
  await expect(opener).toBeFocused();
  const { data } = await serviceClient().from('job_applications').select('status').eq('name', name);
  expect(data).toEqual([{ status: 'Recibido' }]);
});

test('the chat: opened, asked, answered and closed from the keyboard', async ({ page, consoleErrors: _ }) => {
  await page.goto('/about');
  const launcher = page.getByRole('button', { name: 'Asistente de chat' });
  // The launcher is the page's last stop: Shift+Tab from the top gets there first.
  await tabTo(page, launcher, { backwards: true });
  await page.keyboard.press('Enter');
  const chat = page.getByRole('region', { name: 'Asistente Samuel' });
  await expect(chat).toBeVisible();
  const input = chat.getByLabel('Escribe tu mensaje');
  await expect(input).toBeFocused();
  await expectVisibleFocus(page);
  await expect(chat.getByRole('log')).toContainText('Soy Samuel');

  await page.keyboard.type('¿Qué es el Reino de Dios?');
  await page.keyboard.press('Enter');
  await expect(chat.getByRole('log')).toContainText('Es el gobierno de Dios que Jesús anunció');
  await expect(input).toHaveValue('');

  // A quick question is a button: reached with Tab, pressed with Space.
  await tabTo(page, chat.getByRole('button', { name: '¿Cómo los contacto?' }).last(), {
    backwards: true,
    max: 40,
  });
  await page.keyboard.press('Space');
  await expect(chat.getByRole('log')).toContainText('Puedes escribirnos a');
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
});

test('the mobile menu and the legal tabs work from the keyboard', async ({ page, consoleErrors: _ }) => {
  await page.goto('/legal');
  const menuButton = page.locator('#menu-button');
  if (await menuButton.isVisible()) {
    await tabTo(page, menuButton, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(menuButton).toBeFocused();
  }
  const tabs = page.getByRole('tab');
  await tabTo(page, tabs.first());
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(page);
});
