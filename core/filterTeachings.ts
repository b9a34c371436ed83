/** Filter state of the teachings page: 'all' disables a filter (spec §5). */
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

/**
 * Spec §5: search is a case-insensitive substring of title, description or any tag; topic matches the
 * category case-insensitively; format matches the type; all combined with AND.
 */
export function matchesTeaching(teaching: Filterable, filter: TeachingFilter): boolean {
  const search = filter.search.trim().toLowerCase();
  const inText =
    search === '' ||
    teaching.title.toLowerCase().includes(search) ||
    teaching.description.toLowerCase().includes(search) ||
    teaching.tags.some((tag) => tag.toLowerCase().includes(search));
  const inCategory =
    filter.category === 'all' || teaching.category.toLowerCase() === filter.category.toLowerCase();
  const inFormat = filter.format === 'all' || teaching.type === filter.format;
  return inText && inCategory && inFormat;
}

export function filterTeachings<T extends Filterable>(teachings: readonly T[], filter: TeachingFilter): T[] {
  return teachings.filter((teaching) => matchesTeaching(teaching, filter));
}
