import type { StatementGift } from '#core/giving/statement.ts';
import { readAllPages } from '#core/readAllPages.ts';
import type { ServiceClient } from '../serverFunction.ts';

const GIFT_COLUMNS =
  'id, donation_date, fund, amount, currency, status, refunded_at, donor_name, donor_email';

/**
 * The year's counting gifts (optionally one donor's), in pages by id: each page starts after the last id
 * read, so a gift refunded during the read cannot shift a later one out of its page.
 */
export function loadYearGifts(
  service: ServiceClient,
  year: number,
  donorEmail?: string,
): Promise<StatementGift[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  return readAllPages(async ({ from, to }) => {
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
      .limit(to - from + 1);
    if (donorEmail) query = query.eq('donor_email_normalized', donorEmail.trim().toLowerCase());
    const page = await query;
    after = page.data?.at(-1)?.id ?? after;
    return page;
  });
}
