/** What PostgREST's schema cache knows about the exposed schema. */

export interface Column {
  name: string;
  /** `format_type` of the column, usable in casts and column definition lists. */
  type: string;
  /** Name of the underlying base type (domains resolved): decides `to_jsonb` and `to_tsvector`. */
  baseType: string;
  nullable: boolean;
  /** SQL expression of the default, also for identity columns; used by `Prefer: missing=default`. */
  defaultSql?: string;
}

export interface Table {
  name: string;
  isView: boolean;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Primary key and unique constraints, each a list of column names. */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** (junction column, origin column) pairs. */
  sourceColumns: [string, string][];
  /** (junction column, target column) pairs. */
  targetColumns: [string, string][];
}

/** A way to embed `foreignTable` into `table` (both directions of every FK are listed). */
export interface Relationship {
  table: string;
  foreignTable: string;
  cardinality: Cardinality;
  constraint: string;
  /** (origin column, target column) pairs; empty for many-to-many. */
  columns: [string, string][];
  junction?: Junction;
  isSelf: boolean;
  foreignTableIsView: boolean;
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  name: string;
  params: RoutineParam[];
  returnType: string;
  returnsSet: boolean;
  /** `scalar` covers base, domain, enum and range types; `composite` rows become objects. */
  returns: 'void' | 'scalar' | 'composite';
  /** The exposed table or view whose row type is returned, so results can embed its relationships. */
  returnTable?: string;
  volatility: 'volatile' | 'stable' | 'immutable';
}

export interface Schema {
  name: string;
  tables: Map<string, Table>;
  /** Relationships keyed by origin table name. */
  relationships: Map<string, Relationship[]>;
  routines: Map<string, Routine[]>;
}
