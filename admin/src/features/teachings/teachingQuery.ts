// Kept apart from the filter selects (teachingFilters.ts): the lists' queries load with the router.
interface FilterableQuery {
  eq(column: string, value: string): this;
  not(column: string, operator: string, value: null): this;
  contains(column: string, value: string): this;
}

/**
 * The teaching lists' filters (?series=, ?speaker=, ?book=) as query steps. A speaker is matched on the
 * list's empty `speaker_match:<kind>_speakers()` embed, kept only when one link matched; a book on the
 * references' JSON (@> [{"book": "romanos"}]), whatever the passage.
 */
export const teachingFilters = {
  series: <Query extends FilterableQuery>(query: Query, id: string) => query.eq('series_id', id),
  speaker: <Query extends FilterableQuery>(query: Query, id: string) =>
    query.eq('speaker_match.speaker_id', id).not('speaker_match', 'is', null),
  book: <Query extends FilterableQuery>(query: Query, slug: string) =>
    query.contains('scripture_references', JSON.stringify([{ book: slug }])),
};
