import { menuFor } from '../../admin/src/lib/menu.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

/**
 * Issue 34 item 8: at 1280 px no admin list hides a column behind a horizontal scroll. Every screen of the
 * admin's menu (the role that sees them all) with its demo rows: each table fits its frame.
 */
test('every admin list shows all its columns at 1280 px', async ({ page, consoleErrors: _ }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin@example.org');
  const cut: string[] = [];
  for (const entry of menuFor('admin')) {
    await page.goto(`/admin${entry.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Lists load their rows after the heading: wait for the first row or an empty list to settle.
    await page.waitForLoadState('networkidle');
    const overflows = await page.locator('table').evaluateAll((tables) =>
      tables.map((table) => {
        const frame = table.parentElement!;
        return frame.scrollWidth - frame.clientWidth;
      }),
    );
    if (overflows.some((overflow) => overflow > 1)) {
      cut.push(`${entry.path}: ${overflows.join(', ')} px`);
      await page.screenshot({ path: testInfo.outputPath(`${entry.path.slice(1)}-1280.png`), fullPage: true });
    }
  }
  expect(cut).toEqual([]);
});
