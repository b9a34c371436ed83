import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { failFunction, uniqueName } from './support/visitor.ts';

test.use({ allowConsoleErrors: [[/503/, /Failed to load resource/], { scope: 'test' }] });

test('a visitor opens the chat, asks quick questions and studies a topic; the open state survives navigation', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Asistente de chat' });
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  const chat = page.getByRole('region', { name: 'Asistente Samuel' });
  const log = chat.getByRole('log');
  await expect(log).toContainText('¡Hola! Soy Samuel, el asistente de Palabra Viva.');
  expect(await page.evaluate(() => localStorage.getItem('chatbotOpen'))).toBe('true');
  expect(await axeViolations(page)).toEqual([]);

  await chat.getByRole('button', { name: '¿Qué significa el Reino de Dios?' }).click();
  await expect(log).toContainText('El Reino de Dios es su gobierno de amor');
  await expect(chat.getByRole('link', { name: 'Ver Enseñanzas' }).first()).toHaveAttribute(
    'href',
    '/teachings',
  );

  await chat.getByLabel('Escribe tu mensaje').fill('Quiero estudiar la Biblia');
  await chat.getByLabel('Escribe tu mensaje').press('Enter');
  await chat.getByRole('button', { name: '¿Por qué sufrimos?' }).click();
  await expect(log).toContainText('El sufrimiento entró al mundo por el pecado');

  await chat.getByLabel('Escribe tu mensaje').fill('¿Cuál es la capital de Francia?');
  await chat.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(chat.getByRole('link', { name: 'Consultar Experto GPT' }).last()).toHaveAttribute(
    'target',
    '_blank',
  );

  await page.goto('/about');
  await expect(page.getByRole('region', { name: 'Asistente Samuel' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar chat' }).click();
  await expect(page.getByRole('region', { name: 'Asistente Samuel' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('chatbotOpen'))).toBe('false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Asistente de chat' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('a visitor leaves a prayer request in the chat as "name: reason"', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Rut', testInfo);
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Asistente de chat' }).click();
  const chat = page.getByRole('region', { name: 'Asistente Samuel' });
  const input = chat.getByLabel('Escribe tu mensaje');
  await expect(chat.getByRole('log')).toContainText('¡Hola!');
  await input.fill('Quiero pedir oración');
  await input.press('Enter');
  await expect(chat.getByRole('log')).toContainText('separados por dos puntos');
  await input.fill('por mi familia');
  await input.press('Enter');
  await expect(chat.getByRole('log')).toContainText('Para registrar tu petición necesito tu nombre');

  // Another question in the middle of the prayer flow is answered, from the schedule staff set.
  await input.fill('¿A qué hora es el servicio?');
  await input.press('Enter');
  await expect(chat.getByRole('log').getByText('Domingo, 10:00–12:00: Servicio Dominical')).toBeVisible();
  await expect(chat.getByRole('log')).toContainText('Horario de Ciudad de México.');
  await expect(chat.getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute('href', '/contact');
  // … and «cancelar» leaves the flow without saving anything.
  await input.fill('oración');
  await input.press('Enter');
  await expect(chat.getByRole('log').getByText(/separados por dos puntos/)).toHaveCount(3);
  await input.fill('cancelar');
  await input.press('Enter');
  await expect(chat.getByRole('log')).toContainText('De acuerdo, no registraré ninguna petición.');
  await input.fill('Quiero pedir oración');
  await input.press('Enter');
  await expect(chat.getByRole('log').getByText(/separados por dos puntos/)).toHaveCount(4);

  const restore = await failFunction(page, '**/.netlify/functions/send-prayer-request');
  await input.fill(`${name}: por mi familia 🙏`);
  await input.press('Enter');
  await expect(chat.getByRole('log')).toContainText('¿Quién puede ver tu petición?');
  await chat.getByRole('button', { name: 'Privada: solo el equipo pastoral' }).click();
  await expect(chat.getByRole('log')).toContainText('Lo siento mucho, no pude guardar tu petición');
  await restore();

  await input.fill('oración');
  await input.press('Enter');
  await expect(chat.getByRole('log').getByText(/separados por dos puntos/)).toHaveCount(5);
  await input.fill(`${name}: por mi familia 🙏`);
  await input.press('Enter');
  await expect(chat.getByRole('log').getByText(/¿Quién puede ver tu petición\?/)).toHaveCount(2);
  await input.fill('en el muro sin mi nombre');
  await input.press('Enter');
  await expect(chat.getByRole('log')).toContainText(`Gracias, ${name}.`);
  await expect(chat.getByRole('link', { name: 'Abrir mi enlace privado' })).toHaveAttribute(
    'href',
    /\/oracion\/mi-peticion#[\w-]{43}$/,
  );
  const { data } = await serviceClient()
    .from('prayer_requests')
    .select('email, request_text, visibility, is_public, is_prayed_for')
    .eq('name', name);
  expect(data).toEqual([
    {
      email: null,
      request_text: 'por mi familia 🙏',
      visibility: 'anonymous',
      is_public: false,
      is_prayed_for: false,
    },
  ]);
});

test('the chat button never covers a link or button at the end of a page', async ({
  page,
  consoleErrors: _,
}) => {
  for (const path of ['/', '/contact', '/teachings', '/legal']) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.evaluate(() => {
      const launcher = document.querySelector('[data-chat-toggle]')!.getBoundingClientRect();
      const overlaps = (box: DOMRect) =>
        box.width > 0 &&
        box.left < launcher.right &&
        box.right > launcher.left &&
        box.top < launcher.bottom &&
        box.bottom > launcher.top;
      return [...document.querySelectorAll('a, button, input, textarea, select')]
        .filter(
          (element) => !element.matches('[data-chat-toggle]') && overlaps(element.getBoundingClientRect()),
        )
        .map((element) => element.textContent?.trim() || element.outerHTML.slice(0, 80));
    });
    expect(covered, path).toEqual([]);
  }
});

test('on a phone the chat button steps aside while the visitor scrolls down to read, and returns', async ({
  page,
  consoleErrors: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/oracion');
  const launcher = page.getByRole('button', { name: 'Asistente de chat' });
  const inView = () =>
    launcher.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight);
  await expect(launcher).toBeInViewport();
  // Reading down the wall: at rest over a card's text it would cover it, so it is out of the way.
  await page.mouse.move(100, 400);
  await page.mouse.wheel(0, 700);
  await expect.poll(inView).toBe(false);
  await page.mouse.wheel(0, 200);
  await expect.poll(inView).toBe(false);
  await page.mouse.wheel(0, -300);
  await expect.poll(inView).toBe(true);
  await launcher.click();
  await expect(page.getByRole('region', { name: 'Asistente Samuel' })).toBeVisible();
});
