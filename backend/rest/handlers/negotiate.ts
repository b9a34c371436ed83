import { RestError } from '../errors/restError.ts';
import { decodeMediaType, type MediaType, mediaTypeKey, toMime } from '../query/mediaType.ts';
import { mediaHandlerKey, type Schema } from '../schema/types.ts';
import type { BodyHandler } from '../sql/resultSql.ts';
import { qualified } from '../sql/sqlParams.ts';
import type { RestRequest } from './requestContext.ts';

/** The body handler and the media type a response is labelled with. */
export interface Negotiated {
  handler: BodyHandler;
  mediaType: MediaType;
}

/** Handlers every relation has (SchemaCache.hs initialMediaHandlers); custom ones take their place. */
const BUILTIN: Partial<Record<MediaType['kind'], Negotiated>> = {
  any: { handler: { kind: 'json', strip: false }, mediaType: { kind: 'json' } },
  json: { handler: { kind: 'json', strip: false }, mediaType: { kind: 'json' } },
  csv: { handler: { kind: 'csv' }, mediaType: { kind: 'csv' } },
  geojson: { handler: { kind: 'geojson' }, mediaType: { kind: 'geojson' } },
};

function lookupHandler(
  schema: Schema,
  target: string,
  defaultSelect: boolean,
  mt: MediaType,
): Negotiated | undefined {
  const custom = (relation: string, type: MediaType): Negotiated | undefined => {
    const handler = schema.mediaHandlers.get(mediaHandlerKey(relation, mediaTypeKey(type)));
    if (!handler) return undefined;
    const handlerTarget = relation === '' ? '' : qualified(schema.name, relation);
    return {
      handler: { kind: 'custom', handler, target: handlerTarget },
      mediaType: decodeMediaType(handler.mediaType),
    };
  };
  return (
    (defaultSelect ? (custom(target, { kind: 'any' }) ?? custom(target, mt)) : undefined) ??
    custom('', mt) ??
    BUILTIN[mt.kind]
  );
}

/**
 * Plan.hs negotiateContent: the first accepted media type a handler produces. Vendor types (single
 * object, stripped nulls, the plan when db_plan_enabled) cannot be overridden; a relation's own handlers
 * apply only to a plain `select=*`. HEAD, and mutations without `return=representation`, build no body.
 */
export function negotiate(
  req: RestRequest,
  schema: Schema,
  target: string,
  options: { defaultSelect: boolean; isMutation: boolean },
): Negotiated {
  const pick = (mt: MediaType): Negotiated | undefined => {
    switch (mt.kind) {
      case 'single':
        return { handler: { kind: 'single', strip: mt.strip }, mediaType: mt };
      case 'arrayStrip':
        return { handler: { kind: 'json', strip: true }, mediaType: mt };
      case 'plan': {
        if (!req.db.planEnabled) return undefined;
        const inner = pick(mt.for);
        return inner && { handler: inner.handler, mediaType: mt };
      }
      default:
        return lookupHandler(schema, target, options.defaultSelect, mt);
    }
  };
  const chosen = req.accept.map(pick).find((n) => n !== undefined);
  if (!chosen) {
    throw new RestError(
      406,
      'PGRST107',
      `None of these media types are available: ${req.accept.map(toMime).join(', ')}`,
    );
  }
  const noBody = options.isMutation ? req.prefs.return !== 'representation' : req.method === 'HEAD';
  return noBody ? { handler: { kind: 'none' }, mediaType: chosen.mediaType } : chosen;
}
