import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { markdownTable } from '../lib/markdownTable.ts';

/**
 * One figure of a benchmark for the `npm run bench` summary. Contract shared by every bench: when the
 * environment variable BENCH_SUMMARY_FILE names a file, each bench appends one JSON object per line:
 * {"area":"…","measure":"…","value":"…","target":"…"?,"ok":true|false?}
 */
export interface SummaryLine {
  area: string;
  measure: string;
  value: string;
  target?: string;
  ok?: boolean;
}

/** Appends figures to BENCH_SUMMARY_FILE when set; a bench run on its own prints its own tables only. */
export function recordSummary(...lines: SummaryLine[]): void {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (!file) return;
  appendFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
}

/** Parses a summary file, skipping lines that are not summary objects (a bench may have died mid-write). */
export function parseSummary(text: string): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    try {
      const value = JSON.parse(raw) as Partial<SummaryLine>;
      if (typeof value.area === 'string' && typeof value.measure === 'string' && value.value !== undefined) {
        lines.push({ ...value, value: String(value.value) } as SummaryLine);
      }
    } catch {
      // A truncated line: the rest of the summary is still worth printing.
    }
  }
  return lines;
}

export function readSummary(path: string): SummaryLine[] {
  return existsSync(path) ? parseSummary(readFileSync(path, 'utf8')) : [];
}

const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? '✓' : '✗');

/** The summary as one Markdown table (BENCHMARKS.md keeps the latest one). */
export function formatSummaryTable(lines: readonly SummaryLine[]): string {
  return markdownTable(
    ['área', 'medida', 'valor', 'objetivo', 'ok'],
    lines.map((line) => [line.area, line.measure, line.value, line.target ?? '', verdict(line.ok)]),
  );
}
