import { matchesTeachingCard, teachingCountMessage, teachingSearchText } from '#core/filterTeachings.ts';

/** A card's filter fields from its markup (TeachingCard.astro): its title, description and data-tags. */
function cardFields(card: HTMLElement | null) {
  const text = (selector: string) => card?.querySelector(selector)?.textContent?.trim() ?? '';
  const tags = card?.dataset.tags ? card.dataset.tags.split('\n') : [];
  return {
    searchText: teachingSearchText({
      title: text('[data-title]'),
      description: text('[data-description]'),
      tags,
    }),
    type: card?.dataset.type ?? '',
    category: card?.dataset.category ?? '',
  };
}

/**
 * The teachings page's filters (docs/spec.md §5), bundled by Astro as a module: applies core/filterTeachings.ts
 * to the cards' data attributes on every change, and folds the panel behind its button below 768 px.
 * Without it every teaching stays listed.
 */
export function startTeachingFilter(): void {
  const form = document.querySelector<HTMLFormElement>('#teaching-filter-panel');
  const toggle = document.querySelector<HTMLButtonElement>('[data-filter-toggle]');
  const items = [...document.querySelectorAll<HTMLLIElement>('[data-teaching-list] > li')].map((item) => ({
    item,
    fields: cardFields(item.firstElementChild as HTMLElement | null),
  }));
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
    for (const { item, fields } of items) {
      item.hidden = !matchesTeachingCard(fields, filter);
      if (!item.hidden) shown += 1;
    }
    empty.hidden = shown > 0;
    count.textContent = teachingCountMessage(shown);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
}
