import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Keyboard-only journeys (issue 7 §3): move with Tab / Shift+Tab, never click, and check at every step
 * that the focused element shows a focus indicator (an outline of at least 2 px or a box shadow).
 */

/** What the focused element looks like: tag and name for messages, and whether a ring is drawn. */
export function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name =
      element.getAttribute('aria-label') ?? element.id ?? element.textContent?.trim().slice(0, 40) ?? '';
    return { description: `<${element.tagName.toLowerCase()}> ${name}`, visible: outline || shadow };
  });
}

export async function expectVisibleFocus(page: Page): Promise<void> {
  const focused = await focusedElement(page);
  if (focused) expect(focused.visible, `foco visible en ${focused.description}`).toBe(true);
}

/** Throws when `target` matches several elements: a journey must name exactly what it reaches. */
const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement, undefined, { timeout: 5_000 });

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus ring on every stop. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  for (let step = 0; step < max; step++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
  }
  expect(await isFocused(target), `no se llega con el teclado a ${target}`).toBe(true);
}

/** Tabs `presses` times and checks focus never leaves `container` (a modal dialog traps it). */
export async function expectFocusTrapped(page: Page, container: Locator, presses = 20): Promise<void> {
  for (let step = 0; step < presses; step++) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const inside = await container.evaluate((element) => element.contains(document.activeElement));
    expect(inside, `el foco sale del diálogo tras ${step + 1} pulsaciones`).toBe(true);
    await expectVisibleFocus(page);
  }
}
