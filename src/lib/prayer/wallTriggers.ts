/**
 * The prayer wall's code (/oracion), wired from the site's one loader instead of a script of its own:
 * every extra script file is another request before interaction, and the budget is 5 KB. The counts in
 * the page are the build's, so the code can wait for the visitor's first move (pointer, key, scroll) and
 * then keep them fresh each minute; "Oré por ti" loads it at the latest.
 */
export function wirePrayerWall(doc: Document, onLoadFailure: () => void): void {
  const wall = doc.querySelector<HTMLElement>('[data-wall]');
  if (!wall) return;
  let code: Promise<typeof import('./wall.ts')> | null = null;
  const load = () =>
    (code ??= import('./wall.ts').then(
      (module) => {
        module.refreshEveryMinute(wall);
        return module;
      },
      (error) => {
        code = null;
        throw error;
      },
    ));
  for (const type of ['pointerdown', 'pointermove', 'keydown', 'scroll'])
    addEventListener(type, () => load().catch(() => {}), { once: true, passive: true });
  wall.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-pray]');
    if (button) load().then((module) => module.prayWith(wall, button), onLoadFailure);
  });
}
