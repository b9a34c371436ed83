import { unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import {
  type DayTotals,
  type Dimension,
  type Period,
  type RankingRow,
  rankingRows,
} from './analytics.utils.ts';

export const DIMENSIONS: readonly Dimension[] = ['page', 'teaching', 'referrer', 'device'];

export interface VisitReport {
  days: DayTotals[];
  rankings: Record<Dimension, RankingRow[]>;
}

/**
 * Everything the Estadísticas screen shows for a period, in five calls made at once: the daily totals
 * and the top ten of each dimension. They read the daily counts (never the raw views), so a year answers
 * as fast as a month. A failure throws PostgREST's error (our functions' messages are Spanish); the
 * screen's ErrorPanel shows it, or the offline sentence when the server cannot be reached.
 */
export async function loadVisitReport(days: Period): Promise<VisitReport> {
  const [totals, ...rankings] = await Promise.all([
    unwrap(supabase.rpc('visit_totals', { days })),
    ...DIMENSIONS.map((dimension) => unwrap(supabase.rpc('visit_ranking', { days, dimension }))),
  ]);
  const entries = DIMENSIONS.map((dimension, index) => [dimension, rankingRows(dimension, rankings[index]!)]);
  return { days: totals, rankings: Object.fromEntries(entries) as VisitReport['rankings'] };
}
