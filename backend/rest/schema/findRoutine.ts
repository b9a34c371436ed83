import { RestError } from '../errors/restError.ts';
import type { MediaType } from '../query/mediaType.ts';
import { closestMatch } from './fuzzy.ts';
import type { Routine, Schema } from './types.ts';

/** How a call names its arguments: the keys sent, the body's media type, and whether it is a POST. */
export interface CallShape {
  keys: string[];
  contentType: MediaType;
  isPost: boolean;
}

/** POSTed bodies a function with a single unnamed parameter receives whole, by the parameter's type. */
const WHOLE_BODY_TYPES: Partial<Record<MediaType['kind'], string[]>> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  octet: ['bytea'],
};
const RAW_BODY_KINDS = new Set<MediaType['kind']>(['text', 'xml', 'octet']);

export const hasOneUnnamedParam = (routine: Routine) =>
  routine.params.length === 1 && routine.params[0]!.name === '';

/** Plan.hs hasSingleUnnamedParam: the fallback for a POSTed body no named overload matches. */
function takesWholeBody(routine: Routine, call: CallShape): boolean {
  return (
    call.isPost &&
    hasOneUnnamedParam(routine) &&
    (WHOLE_BODY_TYPES[call.contentType.kind] ?? []).includes(routine.params[0]!.type)
  );
}

/** Plan.hs matchesParams: every required parameter named, no key that is not a parameter. */
function matchesParams(routine: Routine, keys: Set<string>, call: CallShape): boolean {
  if (routine.params.length === 0)
    return keys.size === 0 && !(call.isPost && RAW_BODY_KINDS.has(call.contentType.kind));
  const names = new Set(routine.params.map((param) => param.name));
  const required = routine.params.filter((param) => !param.hasDefault).map((param) => param.name);
  return [...keys].every((key) => names.has(key)) && required.every((name) => keys.has(name));
}

/**
 * The overload a call means (Plan.hs findProc): the ones whose parameters match the argument keys, else
 * a function with a single unnamed parameter taking the whole body. None → PGRST202, several → PGRST203.
 */
export function findRoutine(schema: Schema, name: string, call: CallShape): Routine {
  const overloads = schema.routines.get(name) ?? [];
  const keys = new Set(call.keys);
  const matching = overloads.filter((routine) => matchesParams(routine, keys, call));
  const fallback = overloads.filter(
    (routine) => !matchesParams(routine, keys, call) && takesWholeBody(routine, call),
  );
  const found = matching.length > 0 ? matching : fallback;
  if (found.length === 1) return found[0]!;
  if (found.length > 1) throw ambiguous(schema, found);
  throw notFound(schema, name, [...keys].sort(), call, overloads);
}

function ambiguous(schema: Schema, routines: Routine[]): RestError {
  const signatures = routines.map(
    (r) => `${schema.name}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
  );
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function notFound(
  schema: Schema,
  name: string,
  keys: string[],
  call: CallShape,
  overloads: Routine[],
): RestError {
  const fn = `${schema.name}.${name}`;
  const rawBody = call.isPost && RAW_BODY_KINDS.has(call.contentType.kind);
  const withKeys = (text: string) => (keys.length === 0 ? ' without parameters' : text);
  const params = withKeys(` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`);
  const searched = !call.isPost
    ? params
    : ({
        text: ' with a single unnamed text parameter',
        xml: ' with a single unnamed xml parameter',
        octet: ' with a single unnamed bytea parameter',
        json: `${params} or with a single unnamed json/jsonb parameter`,
      }[call.contentType.kind as 'json'] ?? params);
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${rawBody ? '' : withKeys(`(${keys.join(', ')})`)} in the schema cache`,
    `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    rawBody ? null : notFoundHint(schema, name, keys, overloads),
  );
}

function notFoundHint(schema: Schema, name: string, keys: string[], overloads: Routine[]): string | null {
  const prefix = `Perhaps you meant to call the function ${schema.name}.`;
  if (overloads.length === 0) {
    const suggestion = closestMatch(name, schema.routines.keys(), 0.75);
    return suggestion ? prefix + suggestion.match : null;
  }
  const asText = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const suggestion = closestMatch(
    asText(keys),
    overloads.map((routine) => asText(routine.params.map((p) => p.name))),
    0.33,
  );
  return suggestion ? prefix + name + suggestion.match : null;
}
