import { expect, test } from './support/fixtures.ts';

test('the topic filter offers exactly the topics in use, and each finds its teachings', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/teachings');
  const toggle = page.getByRole('button', { name: 'Mostrar Filtros' });
  if (await toggle.isVisible()) await toggle.click();
  const topic = page.getByLabel('Tema');
  const offered = await topic
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== 'all'),
    );
  const inUse = await page
    .locator('[data-teaching]')
    .evaluateAll((cards) => [...new Set(cards.map((card) => (card as HTMLElement).dataset.category ?? ''))]);
  expect([...offered].sort()).toEqual([...inUse].sort());
  for (const value of offered) {
    await topic.selectOption(value);
    await expect(page.locator('[data-teaching]:visible').first()).toBeVisible();
    await expect(page.locator('[data-teaching-empty]')).toBeHidden();
  }
});
