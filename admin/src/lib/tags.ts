/** Tags are typed as comma-separated text and stored as a trimmed list with empty items dropped (docs/spec.md §3). */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

export function formatTags(tags: readonly string[] | null | undefined): string {
  return (tags ?? []).join(', ');
}
