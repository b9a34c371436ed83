import { type PageAnswer, type PostgrestErrorFields, readAllPages } from '#core/readAllPages.ts';
import { MARKER_COLUMN, runPattern, VISITOR_TABLES } from './visitorSubmissions.ts';

type MarkerRow = Record<string, string>;

/** One page of a table's markers over plain HTTP, answered as supabase-js would (PostgREST's error body). */
async function markerPage(
  url: string,
  key: string,
  table: string,
  query: string,
): Promise<PageAnswer<MarkerRow>> {
  const response = await fetch(`${url}/rest/v1/${table}?${query}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  if (response.ok) return { data: (await response.json()) as MarkerRow[], error: null };
  const body = (await response.json().catch(() => ({}))) as Partial<PostgrestErrorFields>;
  return {
    data: null,
    error: { ...body, message: `reading ${table}: ${response.status} ${body.message ?? ''}` },
  };
}

/** Every marker of run `runId` stored in the visitor tables, read page by page with the service role. */
export async function storedMarkers(url: string, serviceKey: string, runId: string): Promise<string[]> {
  const markers: string[] = [];
  for (const table of VISITOR_TABLES) {
    const column = MARKER_COLUMN[table];
    const filter = `select=${column}&${column}=like.${encodeURIComponent(runPattern(runId))}&order=id`;
    const rows = await readAllPages(({ from, to }) =>
      markerPage(url, serviceKey, table, `${filter}&limit=${to - from + 1}&offset=${from}`),
    );
    markers.push(...rows.map((row) => row[column]!));
  }
  return markers;
}

export interface Reconciliation {
  /** Acknowledged but not stored. */
  lost: number;
  /** Stored more than once (any marker of the run). */
  duplicated: number;
  /** Stored although never acknowledged (a refused or cut-off request whose work still committed). */
  unacknowledgedStored: number;
}

/** Compares what the clients were told was stored with what the database holds. */
export function reconcile(acknowledged: readonly string[], stored: readonly string[]): Reconciliation {
  const counts = new Map<string, number>();
  for (const marker of stored) counts.set(marker, (counts.get(marker) ?? 0) + 1);
  const acked = new Set(acknowledged);
  return {
    lost: acknowledged.filter((marker) => !counts.has(marker)).length,
    duplicated: [...counts.values()].filter((n) => n > 1).length,
    unacknowledgedStored: [...counts.keys()].filter((marker) => !acked.has(marker)).length,
  };
}
