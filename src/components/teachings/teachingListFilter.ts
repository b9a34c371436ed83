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

/** Whether the visitor already typed or chose something (before this code arrived). */
function changedFromDefaults(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) =>
    element instanceof HTMLSelectElement
      ? element.selectedIndex > 0
      : element instanceof HTMLInputElement && element.value !== '',
  );
}

/**
 * Applies core/filterTeachings.ts to the cards' data attributes on every change of the filters' form
 * (loaded with the visitor's first move, islands/firstMove.ts; teachingFilter.ts folds the panel).
 */
export function startFilteringTheList(form: HTMLFormElement): void {
  const items = [...document.querySelectorAll<HTMLLIElement>('[data-teaching-list] > li')].map((item) => ({
    item,
    fields: cardFields(item.firstElementChild as HTMLElement | null),
  }));
  const empty = document.querySelector<HTMLElement>('[data-teaching-empty]');
  const count = document.querySelector<HTMLElement>('[data-teaching-count]');
  if (!empty || !count) return;
  const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';

  const filterTheList = () => {
    const filter = { search: field('search'), format: field('format'), category: field('category') };
    let shown = 0;
    for (const { item, fields } of items) {
      item.hidden = !matchesTeachingCard(fields, filter);
      if (!item.hidden) shown += 1;
    }
    empty.hidden = shown > 0;
    count.textContent = teachingCountMessage(shown);
  };
  form.addEventListener('input', filterTheList);
  if (changedFromDefaults(form)) filterTheList();
}
