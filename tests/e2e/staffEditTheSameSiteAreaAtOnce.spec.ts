import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { openArea, waitForSavedDraft } from './support/siteAreas.ts';
import { signInAs } from './support/staff.ts';

// Issue 27 item 5: two people saving the same area: the second is told in Spanish and keeps their text,
// never a silent overwrite. And nothing typed is lost on a refresh or a lost connection.

const draftOf = async (area: string) =>
  (await serviceClient().from('site_content_drafts').select('content').eq('area', area).single()).data
    ?.content as Record<string, unknown> | undefined;

test.describe('two people at once', () => {
  // The browser reports the refused save (409) in its console; that answer is the point of this journey.
  test.use({ allowConsoleErrors: [/status of 409/] });

  test('the second of two people saving the assistant is told, compares, and keeps their text', async ({
    browser,
    page,
    consoleErrors: _,
  }) => {
    // Two sign-ins, two screens and two autosaves: minutes on a loaded machine.
    test.setTimeout(180_000);
    const stamp = Date.now();
    await signInAs(page, 'admin@example.org');
    await openArea(page, 'assistant', 'Asistente');

    const other = await browser.newContext({ locale: 'es-ES' });
    const editor = await other.newPage();
    await signInAs(editor, 'editor@example.org');
    await openArea(editor, 'assistant', 'Asistente');
    await editor.getByLabel('Nombre del asistente').fill(`Samuel ${stamp}`);
    await waitForSavedDraft(editor);

    const greeting = `¡Bienvenido! Soy {bot} y te acompaño ${stamp}.`;
    await page.getByLabel('Saludo').fill(greeting);
    const conflict = page.getByRole('region', {
      name: 'Otra persona guardó cambios en esta sección mientras editabas.',
    });
    // The refused save comes after the autosave pause, then the saved version is read for the comparison.
    await expect(conflict).toBeVisible({ timeout: 15_000 });
    await expect(conflict.getByRole('rowheader', { name: 'Saludo' })).toBeVisible();
    await expect(conflict.getByRole('row', { name: /Nombre del asistente/ })).toContainText(
      `Samuel ${stamp}`,
    );
    await expect(page.getByLabel('Saludo')).toHaveValue(greeting);
    await expect(page.getByRole('button', { name: 'Publicar', exact: true })).toBeDisabled();
    expect((await draftOf('assistant'))?.botName).toBe(`Samuel ${stamp}`);
    expect(await axeViolations(page)).toEqual([]);

    await conflict.getByRole('button', { name: 'Guardar la mía encima' }).click();
    await waitForSavedDraft(page);
    await expect(conflict).toHaveCount(0);
    expect((await draftOf('assistant'))?.greeting).toBe(greeting);

    // The editor, in turn, is told when they type again.
    await editor.getByLabel('Si no entiende').fill(`No entendí ${stamp}`);
    await expect(editor.getByRole('region', { name: /Otra persona guardó cambios/ })).toBeVisible({
      timeout: 15_000,
    });
    await editor.getByRole('button', { name: 'Usar la guardada' }).click();
    await editor.getByRole('dialog').getByRole('button', { name: 'Usar la guardada' }).click();
    await expect(editor.getByLabel('Saludo')).toHaveValue(greeting);
    await other.close();
  });
});

test.describe('a refresh and a lost connection', () => {
  // Requests fail while offline (the browser logs them); the journey checks nothing is lost meanwhile.
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('nothing typed is lost on a refresh or while the connection is down', async ({
    page,
    context,
    consoleErrors: _,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    await signInAs(page, 'editor@example.org');
    await openArea(page, 'legal', 'Textos legales');
    const note = page.getByLabel('Nota', { exact: true });

    await note.fill(`Revisado por nuestro abogado ${stamp}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Textos legales' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('Nota', { exact: true })).toHaveValue(
      `Revisado por nuestro abogado ${stamp}`,
    );
    await waitForSavedDraft(page);
    expect((await draftOf('legal'))?.note).toBe(`Revisado por nuestro abogado ${stamp}`);

    await context.setOffline(true);
    await page.getByLabel('Nota', { exact: true }).fill(`Sin conexión ${stamp}`);
    await expect(
      page.getByRole('status').filter({ hasText: /^Sin conexión: tus cambios están a salvo/ }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await context.setOffline(false);
    await waitForSavedDraft(page);
    expect((await draftOf('legal'))?.note).toBe(`Sin conexión ${stamp}`);
  });
});
