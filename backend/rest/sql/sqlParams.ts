/**
 * Collects bound parameters while SQL text is assembled: every value from the request travels as `$n`
 * (typed by Postgres from its context, as PostgREST's "unknown" parameters are), never inside the text.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A double-quoted identifier; NUL ends it, as in PostgREST's `escapeIdent`. */
export function ident(name: string): string {
  const cut = name.indexOf('\u0000');
  const clean = cut < 0 ? name : name.slice(0, cut);
  return `"${clean.replaceAll('"', '""')}"`;
}

/** A string literal for text that comes from the catalog (defaults, names), never from the request. */
export function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}
