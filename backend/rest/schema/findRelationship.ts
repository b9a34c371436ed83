import { RestError } from '../errors/restError.ts';
import { closestMatch } from './fuzzy.ts';
import type { Relationship, Schema } from './types.ts';

const singleColumn = (rel: Relationship, side: 0 | 1) =>
  rel.columns.length === 1 && rel.cardinality !== 'many-to-many' ? rel.columns[0]![side] : undefined;

/**
 * The relationship `/origin?select=target!hint(…)` means (Plan.hs findRel): target is a table or view
 * (or, without hint, an FK name or FK column of the origin); the hint names an FK, an FK column on
 * either side, or the junction table. A computed relationship is reached by its function's name.
 * None → PGRST200, several → PGRST201.
 */
export function findRelationship(
  schema: Schema,
  origin: string,
  target: string,
  hint?: string,
): Relationship {
  const rels = schema.relationships.get(origin) ?? [];
  const matches = rels.filter((rel) => {
    if (rel.computedFunction !== undefined) return target === rel.constraint;
    const isO2M = rel.cardinality === 'one-to-many';
    const isM2O = rel.cardinality === 'many-to-one';
    if (rel.isSelf && rel.cardinality !== 'many-to-many' && rel.cardinality !== 'one-to-one') {
      if (hint === undefined)
        return (target === rel.foreignTable && isO2M) || (singleColumn(rel, 0) === target && isM2O);
      return target === rel.foreignTable && isO2M && singleColumn(rel, 1) === hint;
    }
    if (hint === undefined) {
      return (
        target === rel.foreignTable ||
        (!rel.foreignTableIsView && rel.cardinality !== 'many-to-many' && rel.constraint === target) ||
        (!rel.foreignTableIsView && singleColumn(rel, 0) === target)
      );
    }
    return (
      target === rel.foreignTable &&
      ((rel.cardinality !== 'many-to-many' && rel.constraint === hint) ||
        singleColumn(rel, 0) === hint ||
        singleColumn(rel, 1) === hint ||
        rel.junction?.table === hint)
    );
  });
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw noRelationship(schema, origin, target, hint);
  throw ambiguousRelationship(origin, target, matches);
}

function noRelationship(schema: Schema, parent: string, child: string, hint?: string): RestError {
  const details =
    `Searched for a foreign key relationship between '${parent}' and '${child}'` +
    `${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${schema.name}', but no matches were found.`;
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    details,
    noRelationshipHint(schema, parent, child),
  );
}

function noRelationshipHint(schema: Schema, parent: string, child: string): string | null {
  const parentRels = schema.relationships.get(parent);
  if (parentRels) {
    const suggestion = closestMatch(
      child,
      parentRels.map((rel) => rel.foreignTable),
      0.33,
    );
    return suggestion && suggestion.score < 1
      ? `Perhaps you meant '${suggestion.match}' instead of '${child}'.`
      : null;
  }
  const suggestion = closestMatch(parent, schema.relationships.keys(), 0.33);
  return suggestion ? `Perhaps you meant '${suggestion.match}' instead of '${parent}'.` : null;
}

const list = (columns: string[]) => `(${columns.join(', ')})`;

function describe(rel: Relationship): Record<string, string> {
  const embedding = `${rel.table} with ${rel.foreignTable}`;
  if (rel.junction) {
    const j = rel.junction;
    return {
      cardinality: rel.cardinality,
      embedding,
      relationship: `${j.table} using ${j.constraint1}${list(j.sourceColumns.map(([c]) => c))} and ${j.constraint2}${list(j.targetColumns.map(([c]) => c))}`,
    };
  }
  return {
    cardinality: rel.cardinality,
    embedding,
    relationship: `${rel.constraint} using ${rel.table}${list(rel.columns.map(([c]) => c))} and ${rel.foreignTable}${list(rel.columns.map(([, c]) => c))}`,
  };
}

function ambiguousRelationship(parent: string, child: string, rels: Relationship[]): RestError {
  const options = rels.map(
    (rel) => `'${rel.foreignTable}!${rel.junction ? rel.junction.table : rel.constraint}'`,
  );
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    rels.map(describe),
    `Try changing '${child}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
