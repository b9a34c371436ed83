import { expect, test } from './support/fixtures.ts';

// The site server sends netlify.toml's headers (Supabase origin swapped for the local API), so what the
// browser enforces here is the production policy. The fixtures fail any test that triggers a violation.
for (const path of ['/', '/donate', '/contact', '/admin/login']) {
  test(`${path} arrives with the production security headers`, async ({ page }) => {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).not.toContain('https://*.supabase.co');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });
}

test('an injected inline script is refused and reported, so the fixtures would catch a real one', async ({
  page,
  cspViolations,
  consoleErrors,
}) => {
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatch(/script-src(-elem)? bloqueó inline/);
  // Expected here, so cleared before the fixtures check for violations and console errors.
  cspViolations.length = 0;
  consoleErrors.length = 0;
});
