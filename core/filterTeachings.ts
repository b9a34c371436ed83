/** Filter state of the teachings page: 'all' disables a filter (docs/spec.md §5). */
export interface TeachingFilter {
  search: string;
  category: string;
  format: string;
}

interface Filterable {
  title: string;
  description: string;
  type: string;
  category: string;
  tags: readonly string[];
}

/** What the page's cards carry for the filter (data attributes), so the browser needs no teaching data. */
export interface TeachingCardFields {
  /** teachingSearchText() of the teaching (the page reads it from each card's title, description and tags). */
  searchText: string;
  type: string;
  category: string;
}

/** The lower-cased text a teaching is searched in: title, description and every tag, one per line. */
export function teachingSearchText(teaching: Pick<Filterable, 'title' | 'description' | 'tags'>): string {
  return [teaching.title, teaching.description, ...teaching.tags].join('\n').toLowerCase();
}

/**
 * docs/spec.md §5: search is a case-insensitive substring of title, description or any tag (a search box holds
 * one line, so it never spans two of them); topic matches the category case-insensitively; format
 * matches the type; all combined with AND.
 */
export function matchesTeachingCard(card: TeachingCardFields, filter: TeachingFilter): boolean {
  const search = filter.search.trim().toLowerCase();
  const inText = search === '' || card.searchText.includes(search);
  const inCategory =
    filter.category === 'all' || card.category.toLowerCase() === filter.category.toLowerCase();
  const inFormat = filter.format === 'all' || card.type === filter.format;
  return inText && inCategory && inFormat;
}

export function matchesTeaching(teaching: Filterable, filter: TeachingFilter): boolean {
  return matchesTeachingCard({ ...teaching, searchText: teachingSearchText(teaching) }, filter);
}

export function filterTeachings<T extends Filterable>(teachings: readonly T[], filter: TeachingFilter): T[] {
  return teachings.filter((teaching) => matchesTeaching(teaching, filter));
}

/** What screen readers hear after each change of the filters. */
export function teachingCountMessage(shown: number): string {
  return shown === 1 ? 'Se muestra 1 enseñanza' : `Se muestran ${shown} enseñanzas`;
}
