import type { Queryable } from '../../db/database.ts';
import type { MediaType } from '../query/mediaType.ts';
import { type Outcome, queryResult } from './execute.ts';
import type { Negotiated } from './negotiate.ts';
import type { RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';

export type Ran = { kind: 'result'; outcome: Outcome } | { kind: 'plan'; text: string };

/**
 * Runs the main statement, or (for `Accept: application/vnd.pgrst.plan…`) PostgreSQL's EXPLAIN of it with
 * the requested format and options, as Statements.hs mtSnippet does. The plan is the text Postgres printed.
 */
export async function runStatement(
  tx: Queryable,
  negotiated: Negotiated,
  sql: string,
  values: unknown[],
): Promise<Ran> {
  const mt = negotiated.mediaType;
  if (mt.kind !== 'plan') return { kind: 'result', outcome: await queryResult(tx, sql, values) };
  const options = [`FORMAT ${mt.format.toUpperCase()}`, ...mt.options.map((option) => option.toUpperCase())];
  const { rows } = await tx.query<Record<string, unknown>>(`EXPLAIN (${options.join(', ')}) ${sql}`, values, {
    rawJson: true,
  });
  return { kind: 'plan', text: rows.map((row) => `${String(Object.values(row)[0])}\n`).join('') };
}

/** Response.hs DbPlanResult: 200 with the plan and its media type. */
export function planResponse(req: RestRequest, mediaType: MediaType, text: string): Response {
  return respond(req, { status: 200, body: text, mediaType });
}
