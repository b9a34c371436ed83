/** What the type renderer needs to know about one schema, read from the catalog by readSchemaMetadata. */
export interface ColumnMetadata {
  name: string;
  /** pg_type name; arrays start with `_` (`_text`), domains are resolved to their base type. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  /** `generated always as identity` or a generated column: the database writes it, never the client. */
  writtenByDatabase: boolean;
  /** For view columns: whether an insert or update through the view may set it. */
  updatable: boolean;
}

export interface RelationshipMetadata {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface RelationMetadata {
  name: string;
  columns: ColumnMetadata[];
  relationships: RelationshipMetadata[];
  /** Views only: whether rows can be inserted and updated through it. */
  updatable: boolean;
}

export interface FunctionArgumentMetadata {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionMetadata {
  name: string;
  args: FunctionArgumentMetadata[];
  /** `returns table (…)` columns, or a scalar / row type name. */
  returns: { columns: { name: string; type: string }[] } | { type: string };
  setOf: boolean;
}

export interface SchemaMetadata {
  name: string;
  tables: RelationMetadata[];
  views: RelationMetadata[];
  functions: FunctionMetadata[];
  enums: { name: string; values: string[] }[];
  compositeTypes: { name: string; attributes: { name: string; type: string }[] }[];
}

/** Code-point order: the same output on every machine, whatever its locale. */
export function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
