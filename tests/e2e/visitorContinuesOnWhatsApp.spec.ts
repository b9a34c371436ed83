import { siteDefaults } from '#core/siteConfig.ts';
import { visitorReference } from '#core/whatsapp/visitorReference.ts';
import { serviceClient } from './support/environment.ts';
import { expect, test } from './support/fixtures.ts';
import { toasts, uniqueName } from './support/visitor.ts';

// The demo ministry's number (the contact area), as wa.me wants it: digits only.
const WA_ME = `https://wa.me/${siteDefaults.contact.whatsapp.replace(/\D/g, '')}`;

test('the chat hands a question it cannot answer to WhatsApp with a prefilled message', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Asistente de chat' }).click();
  const chat = page.getByRole('region', { name: 'Asistente Samuel' });
  await chat.getByLabel('Escribe tu mensaje').fill('¿Cuál es la capital de Francia?');
  await chat.getByRole('button', { name: 'Enviar mensaje' }).click();
  const whatsapp = chat.getByRole('link', { name: /Escríbenos por WhatsApp/ }).last();
  await expect(whatsapp).toHaveAttribute(
    'href',
    `${WA_ME}?text=${encodeURIComponent('Hola, vengo del sitio web y tengo una pregunta.')}`,
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
});

test('a prayer request with a phone offers WhatsApp with its reference; the phone stays private', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Lucía', testInfo);
  await page.goto('/');
  await page.getByRole('button', { name: 'Pedir Oración' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pide Oración' });
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByLabel('Motivo de Oración').fill('Por mi trabajo');
  const phone = dialog.getByLabel('Teléfono (Opcional)');
  await expect(phone).toHaveAccessibleDescription('Con código de país, por ejemplo +52 55 1234 5678.');

  // A number without its country code is refused in Spanish, at the field and in the toast.
  await phone.fill('55 1234 5678');
  await dialog.getByRole('button', { name: 'Enviar Petición' }).click();
  await expect(toasts(page).filter({ hasText: 'Teléfono no válido' })).toContainText(
    'Escribe el teléfono con código de país, por ejemplo +52 55 1234 5678.',
  );
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('+52 1 55 1234 5678');
  await dialog.getByLabel('Acepto que me respondan por WhatsApp a este número.').check();
  await dialog.getByRole('button', { name: 'Enviar Petición' }).click();
  await expect(dialog.getByRole('heading', { name: 'Tu enlace privado' })).toBeVisible();

  const { data: row } = await serviceClient()
    .from('prayer_requests')
    .select('id, phone, whatsapp_consent')
    .eq('name', name)
    .single();
  expect(row).toMatchObject({ phone: '+5215512345678', whatsapp_consent: true });
  const label = `Petición #${visitorReference(row?.id ?? '')}`;
  await expect(dialog.getByText(`Tu referencia: ${label}.`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Continuar por WhatsApp/ })).toHaveAttribute(
    'href',
    `${WA_ME}?text=${encodeURIComponent(`Hola, les escribo por mi petición #${visitorReference(row?.id ?? '')}.`)}`,
  );
  await dialog.screenshot({ path: testInfo.outputPath('prayer-success.png') });
  // Never built into a page: the number the visitor left appears nowhere in the HTML the site serves.
  expect(await (await page.request.get('/')).text()).not.toContain('5512345678');
});

test('a contact message with a phone shows its reference and continues on WhatsApp, at 390 px too', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Elena', testInfo);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Envíanos un mensaje' });
    await form.getByLabel('Nombre').fill(`${name} ${width}`);
    await form.getByLabel('Correo Electrónico').fill('elena@example.org');
    await form.getByLabel('Asunto').fill('Visita');
    await form.getByLabel('Mensaje').fill('¿Puedo visitarlos el domingo?');
    await form.getByLabel('Teléfono (Opcional)').fill('+34 600 000 000');
    await form.getByLabel('Acepto que me respondan por WhatsApp a este número.').check();
    await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
    await expect(toasts(page).filter({ hasText: 'Mensaje enviado' })).toBeVisible();

    const { data: row } = await serviceClient()
      .from('contact_inquiries')
      .select('id, phone, whatsapp_consent')
      .eq('name', `${name} ${width}`)
      .single();
    expect(row).toMatchObject({ phone: '+34600000000', whatsapp_consent: true });
    const reference = visitorReference(row?.id ?? '');
    await expect(form.getByText(`Tu referencia: Mensaje #${reference}.`)).toBeVisible();
    const whatsapp = form.getByRole('link', { name: /Continuar por WhatsApp/ });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `${WA_ME}?text=${encodeURIComponent(`Hola, les escribo por mi mensaje #${reference}.`)}`,
    );
    await whatsapp.scrollIntoViewIfNeeded();
    await form.screenshot({ path: testInfo.outputPath(`contact-success-${width}.png`) });
  }
});

test('a post, a teaching and an event share on WhatsApp with a plain link, no script', async ({
  page,
  consoleErrors: _,
}) => {
  for (const [list, linkIn] of [
    ['/blog/articulos', 'main article a[href^="/blog/"]'],
    ['/teachings', 'main a[href^="/videos/"], main a[href^="/audios/"]'],
    ['/eventos', 'main a[href^="/eventos/"]:not([href$=".ics"])'],
  ] as const) {
    await page.goto(list);
    const path = await page.locator(linkIn).first().getAttribute('href');
    await page.goto(path ?? '/');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    // The page's own address is its canonical one (the configured site), as social cards use.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const share = page.getByRole('link', { name: /Compartir por WhatsApp/ });
    await expect(share).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${title} ${canonical}`)}`,
    );
    await expect(share).toHaveAttribute('target', '_blank');
  }
});

test('where the phone has a share sheet, the button opens it with the title and the address', async ({
  page,
  consoleErrors: _,
}) => {
  // Chromium on Linux has no navigator.share; Android's and iOS's browsers do. This stands in for theirs and
  // records what the page asked to share; the second call is cancelled, as a person closing the sheet.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return shared.length > 1
          ? Promise.reject(new DOMException('Cerrado', 'AbortError'))
          : Promise.resolve();
      },
    });
  });
  await page.goto('/blog/que-es-el-reino-de-dios');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const share = page.getByRole('link', { name: 'Compartir', exact: true });
  await expect(share).toBeVisible();
  let popups = 0;
  page.on('popup', () => popups++);
  await share.click();
  await share.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([
      { title, url: canonical },
      { title, url: canonical },
    ]);
  expect(popups).toBe(0);
  await expect(page).toHaveURL(/\/blog\/que-es-el-reino-de-dios\/?$/);
});
