/**
 * «Ahorro de datos» (issue 31 item 4): the footer's switch, loaded with the visitor's first move
 * (islands/firstMove.ts) so it adds nothing before interaction. BaseLayout's head script turns the mode on
 * before the first paint (html[data-ahorro]) from this device's choice or the browser's Save-Data; the
 * page's styles do the rest (global.css, «Ahorro de datos»). This module only shows the mode on the switch
 * and records a change.
 */

/** The choice kept on this device: '1' on, '0' off (even when the browser asks to save data). */
export const DATA_SAVER_KEY = 'ahorro-datos';

export function dataSaverIsOn(root: HTMLElement = document.documentElement): boolean {
  return root.hasAttribute('data-ahorro');
}

export function setDataSaver(on: boolean, root: HTMLElement = document.documentElement): void {
  root.toggleAttribute('data-ahorro', on);
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? '1' : '0');
  } catch {
    // Storage refused (a private window): the mode still holds on this page.
  }
}

/** Shows the mode on each switch and records the visitor's changes. */
export function wireDataSaverSwitches(): void {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[data-ahorro-switch]')) {
    // Rendered unchecked: a box already changed was the tap that brought this code, and holds the choice.
    if (input.checked !== input.defaultChecked) setDataSaver(input.checked);
    else input.checked = dataSaverIsOn();
    input.addEventListener('change', () => setDataSaver(input.checked));
  }
}

wireDataSaverSwitches();
