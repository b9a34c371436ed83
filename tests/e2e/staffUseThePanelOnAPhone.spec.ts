import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

const PHONE = { width: 360, height: 780 };
test.use({ viewport: PHONE });

/** Every list of the panel (docs/spec.md §2 and the inboxes), each with demo rows. */
const LISTS = [
  '/admin/blogs',
  '/admin/videos',
  '/admin/audios',
  '/admin/library',
  '/admin/series',
  '/admin/speakers',
  '/admin/events',
  '/admin/donations',
  '/admin/testimonials',
  '/admin/prayers',
  '/admin/inquiries',
  '/admin/subscribers',
  '/admin/applications',
  '/admin/settings',
];

/** The 24 px minimum of WCAG 2.2's target size (2.5.8). */
const MIN_TARGET = 24;

test('at 360 px every admin list fits the screen: rows become cards, their buttons in reach', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin@example.org');
  for (const path of LISTS) {
    await page.goto(path);
    const table = page.getByRole('table');
    await expect(table, path).toBeVisible();
    // Rows stay rows (other journeys find them by role), with cells.
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').first(), path).toBeVisible();

    const widths = await table.evaluate((element) => ({
      page: document.documentElement.scrollWidth,
      box: element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
    }));
    expect(widths.page, `${path}: the page is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
    expect(widths.box, `${path}: the table scrolls sideways`).toBe(0);
    // Nor does a value run out of its cell over its neighbour (a date kept on one line).
    for (const cell of await firstRow.getByRole('cell').all()) {
      const spill = await cell.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(spill, `${path}: «${await cell.textContent()}» spills out of its cell`).toBeLessThanOrEqual(0);
    }

    for (const control of await firstRow.locator('button, a, select').all()) {
      const box = await control.boundingBox();
      const name = `${path}: ${(await control.getAttribute('aria-label')) ?? (await control.textContent())}`;
      expect(box, name).not.toBeNull();
      expect(box!.x, `${name} starts off screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${name} ends off screen`).toBeLessThanOrEqual(PHONE.width);
      // Links inside a line of text (an email, «Ver la petición») are exempt from the target size.
      const inline = await control.evaluate((element) => getComputedStyle(element).display === 'inline');
      if (!inline)
        expect(Math.min(box!.width, box!.height), `${name}: tap target`).toBeGreaterThanOrEqual(MIN_TARGET);
    }
  }
});
