import { RestError } from '../errors/restError.ts';
import { closestMatch } from './fuzzy.ts';
import type { Schema, Table } from './types.ts';

/** The table or view a path names, else PGRST205 with a fuzzy hint. */
export function findTable(schema: Schema, name: string): Table {
  const table = schema.tables.get(name);
  if (table) return table;
  const suggestion = closestMatch(name, schema.tables.keys(), 0.75);
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema.name}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema.name}.${suggestion.match}'` : null,
  );
}

/** PGRST204 when a payload or `columns` names a column the table does not have. */
export function checkColumns(table: Table, columns: Iterable<string>): void {
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}
