import { MARKER_COLUMN, runPattern, VISITOR_TABLES } from './visitorSubmissions.ts';

const PAGE = 1000; // PostgREST's db-max-rows on hosted Supabase and here

/** Every marker of run `runId` stored in the visitor tables, read page by page with the service role. */
export async function storedMarkers(url: string, serviceKey: string, runId: string): Promise<string[]> {
  const headers = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` };
  const markers: string[] = [];
  for (const table of VISITOR_TABLES) {
    const column = MARKER_COLUMN[table];
    for (let offset = 0; ; offset += PAGE) {
      const query = `select=${column}&${column}=like.${encodeURIComponent(runPattern(runId))}&order=id&limit=${PAGE}&offset=${offset}`;
      const response = await fetch(`${url}/rest/v1/${table}?${query}`, { headers });
      if (!response.ok) throw new Error(`reading ${table}: ${response.status} ${await response.text()}`);
      const page = (await response.json()) as Array<Record<string, string>>;
      markers.push(...page.map((row) => row[column]!));
      if (page.length < PAGE) break;
    }
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
