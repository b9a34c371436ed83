import type { StatementGift } from '#core/giving/statement.ts';
import type { ServiceClient } from '../serverFunction.ts';

const GIFT_COLUMNS =
  'id, donation_date, fund, amount, currency, status, refunded_at, donor_name, donor_email';
/** Hosted PostgREST answers at most 1000 rows per request (max_rows): read in pages by id. */
const PAGE = 1000;

/** The year's counting gifts (optionally one donor's), read page by page. */
export async function loadYearGifts(
  service: ServiceClient,
  year: number,
  donorEmail?: string,
): Promise<StatementGift[]> {
  const gifts: StatementGift[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    let query = service
      .from('donations')
      .select(GIFT_COLUMNS)
      .gte('donation_date', `${year}-01-01`)
      .lte('donation_date', `${year}-12-31`)
      .eq('status', 'succeeded')
      .is('refunded_at', null)
      .not('donor_email', 'is', null)
      .gt('id', after)
      .order('id')
      .limit(PAGE);
    if (donorEmail) query = query.eq('donor_email_normalized', donorEmail.trim().toLowerCase());
    const { data, error } = await query;
    if (error) throw error;
    gifts.push(...data);
    if (data.length < PAGE) return gifts;
    after = data[data.length - 1]?.id ?? after;
  }
}
