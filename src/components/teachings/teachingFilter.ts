import { matchesTeachingCard, teachingCountMessage } from '#core/filterTeachings.ts';

/**
 * The teachings page's filters (docs/spec.md §5), bundled by Astro as a module: applies core/filterTeachings.ts
 * to the cards' data attributes on every change, and folds the panel behind its button below 768 px.
 * Without it every teaching stays listed.
 */
export function startTeachingFilter(): void {
  const form = document.querySelector<HTMLFormElement>('#teaching-filter-panel');
  const toggle = document.querySelector<HTMLButtonElement>('[data-filter-toggle]');
  const items = [...document.querySelectorAll<HTMLLIElement>('[data-teaching-list] > li')];
  const empty = document.querySelector<HTMLElement>('[data-teaching-empty]');
  const count = document.querySelector<HTMLElement>('[data-teaching-count]');
  if (!form || !toggle || !empty || !count) return;
  const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';

  toggle.addEventListener('click', () => {
    const open = !form.hasAttribute('data-open');
    form.toggleAttribute('data-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    const label = toggle.querySelector('[data-filter-toggle-label]');
    if (label) label.textContent = open ? 'Ocultar Filtros' : 'Mostrar Filtros';
  });

  form.addEventListener('input', () => {
    const filter = { search: field('search'), format: field('format'), category: field('category') };
    let shown = 0;
    for (const item of items) {
      const card = (item.firstElementChild as HTMLElement | null)?.dataset ?? {};
      const fields = { searchText: card.search ?? '', type: card.type ?? '', category: card.category ?? '' };
      item.hidden = !matchesTeachingCard(fields, filter);
      if (!item.hidden) shown += 1;
    }
    empty.hidden = shown > 0;
    count.textContent = teachingCountMessage(shown);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
}
