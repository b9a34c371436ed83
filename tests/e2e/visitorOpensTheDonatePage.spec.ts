import { siteDefaults } from '#core/siteConfig.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';

// Stripe's script is a third-party host, blocked in tests: the page must say so in the spec's words.
test.use({ allowConsoleErrors: [[/js\.stripe\.com/, /Failed to load resource/], { scope: 'test' }] });

test('a visitor on /donate sees the loading placeholder, then the Stripe error when its script cannot load', async ({
  page,
  consoleErrors: _,
}) => {
  let releaseStripe = () => {};
  const stripeRequested = new Promise<void>((resolve) => {
    releaseStripe = resolve;
  });
  await page.route('https://js.stripe.com/**', async (route) => {
    await stripeRequested;
    await route.abort('failed');
  });
  // An async script holds the load event back, so wait for the document only.
  await page.goto('/donate', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText(siteDefaults.giving.loadingLabel)).toBeVisible();
  releaseStripe();
  await expect(page.getByRole('alert')).toHaveText(
    'Error de Carga: No se pudo cargar el script de donaciones de Stripe. Por favor, intenta de nuevo más tarde.',
  );
  expect(await axeViolations(page)).toEqual([]);
});
