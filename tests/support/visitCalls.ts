import type { Database } from '@palabra-viva/local-supabase';
import { type RawAnswer, raw } from './rawApi.ts';
import type { TestBackend } from './testBackend.ts';

/** A browser as the beacon's requests carry it: where it connects from and what it says it is. */
export interface Browser {
  ip?: string;
  userAgent?: string;
  headers?: Record<string, string>;
}

const browserHeaders = ({ ip = '203.0.113.7', userAgent = 'Mozilla/5.0 Prueba', headers }: Browser) => ({
  'x-forwarded-for': ip,
  'user-agent': userAgent,
  ...headers,
});

/** POST /rest/v1/rpc/record_page_view as a visitor, as the site's beacon sends it. */
export function recordPageView(t: TestBackend, body: object, browser: Browser = {}): Promise<RawAnswer> {
  return raw(t, '/rest/v1/rpc/record_page_view', { method: 'POST', body, headers: browserHeaders(browser) });
}

/** POST /rest/v1/rpc/record_teaching_open as a visitor. */
export function recordTeachingOpen(t: TestBackend, body: object, browser: Browser = {}): Promise<RawAnswer> {
  return raw(t, '/rest/v1/rpc/record_teaching_open', {
    method: 'POST',
    body,
    headers: browserHeaders(browser),
  });
}

export interface VisitAt {
  at: string;
  kind?: 'view' | 'open';
  path?: string;
  referrer?: string | null;
  width?: number | null;
  teaching?: string | null;
  browser?: Browser;
}

/** private.record_visit at a chosen moment (the entry points always use now()), as the superuser. */
export async function recordVisitAt(db: Database, visit: VisitAt): Promise<void> {
  await db.query('select private.record_visit($1, $2, $3, $4, $5, $6, $7)', [
    visit.at,
    JSON.stringify(browserHeaders(visit.browser ?? {})),
    visit.kind ?? 'view',
    visit.path ?? '/',
    visit.referrer ?? null,
    visit.width === undefined ? 1280 : visit.width,
    visit.teaching ?? null,
  ]);
}

export async function dailyTotals(db: Database): Promise<{ day: string; views: number; visitors: number }[]> {
  const { rows } = await db.query<{ day: string; views: number; visitors: number }>(
    `select day::text as day, views, visitors from public.visit_daily_totals order by day`,
  );
  return rows;
}

export async function dailyCounts(db: Database, dimension: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ value: string; hits: number }>(
    `select value, sum(hits)::int as hits from public.visit_daily_counts where dimension = $1 group by value`,
    [dimension],
  );
  return Object.fromEntries(rows.map((row) => [row.value, row.hits]));
}
