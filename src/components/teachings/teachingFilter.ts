/**
 * The teachings page's filters (docs/spec.md §5), bundled by Astro as a module: folds the panel behind its
 * button below 768 px. The filtering itself (teachingListFilter.ts) arrives with the visitor's first move
 * (islands/firstMove.ts), which always comes before a search or a choice (a tap, a key, the mouse): waiting
 * for it keeps /teachings within 5 KB of script before interaction (docs/design.md §6), and anything typed
 * before the code arrived is applied when it does. Without script every teaching stays listed.
 */
export function startTeachingFilter(): void {
  const form = document.querySelector<HTMLFormElement>('#teaching-filter-panel');
  const toggle = document.querySelector<HTMLButtonElement>('[data-filter-toggle]');
  if (!form || !toggle) return;

  toggle.addEventListener('click', () => {
    const open = !form.hasAttribute('data-open');
    form.toggleAttribute('data-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    const label = toggle.querySelector('[data-filter-toggle-label]');
    if (label) label.textContent = open ? 'Ocultar Filtros' : 'Mostrar Filtros';
  });
  form.addEventListener('submit', (event) => event.preventDefault());
}
