import { RestError } from '../errors/restError.ts';
import { closestMatch } from './fuzzy.ts';
import type { Routine, Schema } from './types.ts';

/**
 * The overload whose named parameters match the argument keys (Plan.hs findProc): every required
 * parameter given, no unknown key. A function with a single unnamed json/jsonb parameter takes a POSTed
 * body whole. None → PGRST202, several → PGRST203.
 */
export function findRoutine(schema: Schema, name: string, argumentKeys: string[], isPost: boolean): Routine {
  const overloads = schema.routines.get(name) ?? [];
  const keys = new Set(argumentKeys);
  const matching: Routine[] = [];
  const fallback: Routine[] = [];
  for (const routine of overloads) {
    if (matchesParams(routine, keys)) matching.push(routine);
    else if (isPost && takesWholeBody(routine)) fallback.push(routine);
  }
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1) throw ambiguous(schema, matching);
  if (fallback.length === 1) return fallback[0]!;
  if (fallback.length > 1) throw ambiguous(schema, fallback);
  throw notFound(schema, name, [...keys].sort(), isPost, overloads);
}

export function takesWholeBody(routine: Routine): boolean {
  const [param] = routine.params;
  return (
    routine.params.length === 1 && param!.name === '' && (param!.type === 'json' || param!.type === 'jsonb')
  );
}

function matchesParams(routine: Routine, keys: Set<string>): boolean {
  if (routine.params.length === 0) return keys.size === 0;
  if (routine.params.some((param) => param.name === '')) return false;
  const names = new Set(routine.params.map((param) => param.name));
  const required = routine.params.filter((param) => !param.hasDefault);
  return [...keys].every((key) => names.has(key)) && required.every((param) => keys.has(param.name));
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
  isPost: boolean,
  overloads: Routine[],
): RestError {
  const fn = `${schema.name}.${name}`;
  const withParams = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`;
  const searched =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  const details = `Searched for the function ${fn}${searched}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${withParams} in the schema cache`,
    details,
    notFoundHint(schema, name, keys, overloads),
  );
}

function notFoundHint(schema: Schema, name: string, keys: string[], overloads: Routine[]): string | null {
  const prefix = `Perhaps you meant to call the function ${schema.name}.`;
  if (overloads.length === 0) {
    const suggestion = closestMatch(name, schema.routines.keys(), 0.75);
    return suggestion && suggestion.match !== name ? prefix + suggestion.match : null;
  }
  const asText = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const suggestion = closestMatch(
    asText(keys),
    overloads.map((routine) => asText(routine.params.map((p) => p.name))),
    0.33,
  );
  return suggestion ? prefix + name + suggestion.match : null;
}
