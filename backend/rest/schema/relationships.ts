import type { ForeignKey, Relationship, Table } from './types.ts';

/** Many-to-one and one-to-one embeds are objects (or null); the others are arrays. */
export const isToOne = (rel: Relationship) =>
  rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';

const zip = (a: string[], b: string[]): [string, string][] => a.map((x, i) => [x, b[i]!]);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Every FK gives two relationships (many-to-one and one-to-many, or one-to-one both ways when the FK
 * columns are unique); a table whose primary key holds two FKs is a junction for many-to-many.
 */
export function buildRelationships(
  tables: Map<string, Table>,
  foreignKeys: ForeignKey[],
): Map<string, Relationship[]> {
  const relationships = new Map<string, Relationship[]>();
  const add = (rel: Relationship) =>
    relationships.set(rel.table, [...(relationships.get(rel.table) ?? []), rel]);
  const isView = (name: string) => tables.get(name)?.isView ?? false;

  for (const fk of foreignKeys) {
    const oneToOne = (tables.get(fk.table)?.uniqueKeys ?? []).some((key) => sameSet(key, fk.columns));
    const isSelf = fk.table === fk.foreignTable;
    add({
      table: fk.table,
      foreignTable: fk.foreignTable,
      cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
      constraint: fk.name,
      columns: zip(fk.columns, fk.foreignColumns),
      isSelf,
      foreignTableIsView: isView(fk.foreignTable),
    });
    add({
      table: fk.foreignTable,
      foreignTable: fk.table,
      cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
      constraint: fk.name,
      columns: zip(fk.foreignColumns, fk.columns),
      isSelf,
      foreignTableIsView: isView(fk.table),
    });
  }

  for (const fk1 of foreignKeys) {
    for (const fk2 of foreignKeys) {
      if (fk1 === fk2 || fk1.table !== fk2.table) continue;
      const junction = tables.get(fk1.table);
      const keyColumns = [...fk1.columns, ...fk2.columns];
      if (!junction || !keyColumns.every((column) => junction.primaryKey.includes(column))) continue;
      add({
        table: fk1.foreignTable,
        foreignTable: fk2.foreignTable,
        cardinality: 'many-to-many',
        constraint: junction.name,
        columns: [],
        junction: {
          table: junction.name,
          constraint1: fk1.name,
          constraint2: fk2.name,
          sourceColumns: zip(fk1.columns, fk1.foreignColumns),
          targetColumns: zip(fk2.columns, fk2.foreignColumns),
        },
        isSelf: fk1.foreignTable === fk2.foreignTable,
        foreignTableIsView: isView(fk2.foreignTable),
      });
    }
  }
  return relationships;
}

/**
 * Views inherit the FKs of the base tables they show unchanged: for each FK side whose columns a view
 * exposes (under the same names), the FK is repeated with the view in place of the table.
 */
export function viewForeignKeys(
  foreignKeys: ForeignKey[],
  viewColumns: { view: string; table: string; column: string }[],
): ForeignKey[] {
  const ambiguous = new Set<string>();
  const owner = new Map<string, string>();
  for (const { view, table, column } of viewColumns) {
    const key = `${view}\u0000${column}`;
    if (owner.has(key) && owner.get(key) !== table) ambiguous.add(key);
    owner.set(key, table);
  }
  const viewsShowing = (table: string, columns: string[]) => {
    const views = new Set(viewColumns.filter((row) => row.table === table).map((row) => row.view));
    return [...views].filter((view) =>
      columns.every((column) => {
        const key = `${view}\u0000${column}`;
        return owner.get(key) === table && !ambiguous.has(key);
      }),
    );
  };
  const derived: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    const origins = [fk.table, ...viewsShowing(fk.table, fk.columns)];
    const targets = [fk.foreignTable, ...viewsShowing(fk.foreignTable, fk.foreignColumns)];
    for (const table of origins) {
      for (const foreignTable of targets) {
        if (table === fk.table && foreignTable === fk.foreignTable) continue;
        derived.push({ ...fk, table, foreignTable });
      }
    }
  }
  return derived;
}
