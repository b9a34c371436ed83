/** A gift as the statement reads it (a donations row's columns). */
export interface StatementGift {
  donation_date: string;
  fund: string;
  amount: number;
  currency: string;
  status: string;
  refunded_at: string | null;
  donor_name: string | null;
  donor_email: string | null;
}

export interface StatementLine {
  date: string;
  fund: string;
  amount: number;
  currency: string;
}

/** One donor's year: every gift that counts, oldest first, and one total per currency (never summed across). */
export interface Statement {
  year: number;
  /** The donor as one person: trimmed, lower-case email. */
  email: string;
  /** The most recent name the donor gave, or null. */
  name: string | null;
  lines: StatementLine[];
  totals: { currency: string; amount: number }[];
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A gift counts when it succeeded, was not refunded, falls in the year and has a donor email. */
const counts = (gift: StatementGift, year: number) =>
  gift.status === 'succeeded' &&
  !gift.refunded_at &&
  gift.donor_email !== null &&
  gift.donor_email.trim() !== '' &&
  gift.donation_date.startsWith(`${year}-`);

/** The year's statements, one per donor (merged by normalised email), in email order. */
export function statementsOf(gifts: Iterable<StatementGift>, year: number): Statement[] {
  const byDonor = new Map<string, Statement>();
  for (const gift of gifts) {
    if (!counts(gift, year)) continue;
    const email = normaliseEmail(gift.donor_email ?? '');
    let statement = byDonor.get(email);
    if (!statement) {
      statement = { year, email, name: null, lines: [], totals: [] };
      byDonor.set(email, statement);
    }
    statement.lines.push({
      date: gift.donation_date,
      fund: gift.fund,
      amount: gift.amount,
      currency: gift.currency,
    });
    if (gift.donor_name?.trim()) statement.name = gift.donor_name.trim();
  }
  const statements = [...byDonor.values()].sort((a, b) =>
    a.email < b.email ? -1 : a.email > b.email ? 1 : 0,
  );
  for (const statement of statements) finish(statement);
  return statements;
}

function finish(statement: Statement): void {
  statement.lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const totals = new Map<string, number>();
  for (const line of statement.lines)
    totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amount);
  statement.totals = [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount }));
}
