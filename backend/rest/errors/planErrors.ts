import { RestError } from './restError.ts';

/** Errors PostgREST raises while planning a read (Error.hs ApiRequestError), with its exact texts. */

/** PGRST108: a filter, order or limit names an embed the select does not have. */
export function notEmbedded(name: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

/** PGRST118: `order=embed(col)` on a to-many embed. */
export function relatedOrderNotToOne(origin: string, target: string): RestError {
  return new RestError(
    400,
    'PGRST118',
    `A related order on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );
}

/** PGRST123: aggregates while `db_aggregates_enabled` is off. */
export const aggregatesNotAllowed = () =>
  new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

/** PGRST127: a feature PostgREST does not implement. */
export const notImplemented = (details: string) =>
  new RestError(400, 'PGRST127', 'Feature not implemented', details);
