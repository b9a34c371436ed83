/** What PostgREST's schema cache knows about one exposed schema. */

export interface Column {
  name: string;
  /** PostgREST's data_type: the type without modifiers for built-in types (`character varying`). */
  type: string;
  /** `format_type` with modifiers (`character varying(20)`): what casts and record definitions use. */
  nominalType: string;
  /** Name of the underlying base type (domains resolved): decides `to_jsonb` and `to_tsvector`. */
  baseType: string;
  nullable: boolean;
  /** SQL expression of the default, also for identity columns; used by `Prefer: missing=default`. */
  defaultSql?: string;
  description?: string;
  maxLength?: number;
  enumValues?: string[];
}

export interface Table {
  name: string;
  isView: boolean;
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  description?: string;
  columns: Map<string, Column>;
  /** Primary key columns sorted by name, as PostgREST lists them. */
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
  /** FK constraint name; for a computed relationship, the function's name. */
  constraint: string;
  /** (origin column, target column) pairs; empty for many-to-many and computed relationships. */
  columns: [string, string][];
  junction?: Junction;
  /**
   * A computed relationship: a function taking a row of `table` and returning rows of `foreignTable`
   * (to-one when it returns a single row or `rows 1`).
   */
  computedFunction?: string;
  isSelf: boolean;
  foreignTableIsView: boolean;
}

export interface RoutineParam {
  /** '' for an unnamed parameter. */
  name: string;
  type: string;
  /** The type that accepts any length (`character varying` for `character`), used in casts. */
  maxType: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  name: string;
  description?: string;
  params: RoutineParam[];
  returnType: string;
  returnsSet: boolean;
  /** `scalar` covers base, domain, enum and range types; `composite` rows become objects. */
  returns: 'void' | 'scalar' | 'composite';
  /** The exposed table or view whose row type is returned, so results can embed its relationships. */
  returnTable?: string;
  volatility: 'volatile' | 'stable' | 'immutable';
}

/** A custom media type handler: a function returning a domain named after the media type, or an aggregate. */
export interface MediaHandler {
  /** `"schema"."name"`: the aggregate, or the domain used as a cast for a function's result. */
  functionSql: string;
  kind: 'aggregate' | 'function';
  /** The media type the response is labelled with (a domain named any-type answers application/octet-stream). */
  mediaType: string;
}

export interface Schema {
  name: string;
  tables: Map<string, Table>;
  /** Relationships keyed by origin table name. */
  relationships: Map<string, Relationship[]>;
  routines: Map<string, Routine[]>;
  /** Handlers keyed by `mediaHandlerKey(target, mediaType)`; target '' means any relation. */
  mediaHandlers: Map<string, MediaHandler>;
}

export const mediaHandlerKey = (target: string, mediaType: string) => `${target}\u0000${mediaType}`;
