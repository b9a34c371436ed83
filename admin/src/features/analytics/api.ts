import { supabase } from '../../lib/supabase.ts';
import {
  type DayTotals,
  type Dimension,
  type Period,
  type RankingRow,
  rankingRows,
  spanishError,
} from './analytics.utils.ts';

export const DIMENSIONS: readonly Dimension[] = ['page', 'teaching', 'referrer', 'device'];

export interface VisitReport {
  days: DayTotals[];
  rankings: Record<Dimension, RankingRow[]>;
}

/**
 * Everything the Estadísticas screen shows for a period, in five calls made at once: the daily totals
 * and the top ten of each dimension. They read the daily counts (never the raw views), so a year answers
 * as fast as a month.
 */
export async function loadVisitReport(days: Period): Promise<VisitReport> {
  const [totals, ...rankings] = await Promise.all([
    supabase.rpc('visit_totals', { days }),
    ...DIMENSIONS.map((dimension) => supabase.rpc('visit_ranking', { days, dimension })),
  ]);
  if (totals.error) throw spanishError(totals.error);
  const entries = DIMENSIONS.map((dimension, index) => {
    const { data, error } = rankings[index]!;
    if (error) throw spanishError(error);
    return [dimension, rankingRows(dimension, data)] as const;
  });
  return { days: totals.data, rankings: Object.fromEntries(entries) as VisitReport['rankings'] };
}
