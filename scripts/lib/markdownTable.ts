/**
 * A Markdown table, for the benchmark and quality reports that are pasted into BENCHMARKS.md. Cells are
 * written as given except for `|`, which would end a cell, so it is escaped.
 */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const line = (cells: readonly (string | number)[]) =>
    `| ${cells.map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), `|${'---|'.repeat(header.length)}`, ...rows.map(line)].join('\n');
}
