/**
 * The four public forms a visitor sends straight to the API, as the site sends them (anon key, no
 * `.select()`; job applications carry a CV, so they go through the upload function instead), each
 * carrying a unique marker in a column the service role can search, so a load or crash run can prove
 * afterwards that every acknowledged submission is stored exactly once.
 */
export const VISITOR_TABLES = [
  'testimonials',
  'contact_inquiries',
  'subscribers',
  'prayer_requests',
] as const;
export type VisitorTable = (typeof VISITOR_TABLES)[number];

/** The column each table's marker lives in (subscribers have no name, so the email carries it). */
export const MARKER_COLUMN: Record<VisitorTable, 'name' | 'email'> = {
  testimonials: 'name',
  contact_inquiries: 'name',
  subscribers: 'email',
  prayer_requests: 'name',
};

export interface Submission {
  table: VisitorTable;
  /** The value stored in MARKER_COLUMN[table]. */
  marker: string;
  body: Record<string, unknown>;
}

/** Submission number `i` of run `runId`: the forms take turns so every table sees the same load. */
export function visitorSubmission(runId: string, i: number): Submission {
  const table = VISITOR_TABLES[i % VISITOR_TABLES.length]!;
  const name = `load-${runId}-${i}`;
  switch (table) {
    case 'testimonials':
      return {
        table,
        marker: name,
        body: { name, country: 'Chile', testimonial_text: 'Dios es fiel.', is_approved: false },
      };
    case 'contact_inquiries':
      return {
        table,
        marker: name,
        body: { name, email: `v${i}@example.org`, message: 'Quiero saber más.', interest_type: 'saber_mas' },
      };
    case 'subscribers': {
      const email = `${name}@example.org`;
      return { table, marker: email, body: { email, country: 'Perú', is_active: true } };
    }
    case 'prayer_requests':
      return {
        table,
        marker: name,
        body: { name, request_text: 'Por mi familia.', is_public: false, is_prayed_for: false },
      };
  }
}

/** The PostgREST pattern that finds every row of a run (and of sub-runs `${runId}…`) in MARKER_COLUMN. */
export function runPattern(runId: string): string {
  return `load-${runId}*`;
}

/** A distinct address per simulated visitor, in the range set aside for benchmarks (198.18.0.0/15). */
export const benchAddress = (visitor: number) =>
  `198.${18 + ((visitor >> 16) & 1)}.${(visitor >> 8) & 255}.${visitor & 255}`;
