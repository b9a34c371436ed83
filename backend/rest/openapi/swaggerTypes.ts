import type { Column, Relationship, RoutineParam, Table } from '../schema/types.ts';

/** Column and parameter schemas of PostgREST's OpenAPI output (Response/OpenAPI.hs), in Swagger 2.0. */

type SwaggerType = 'string' | 'boolean' | 'integer' | 'number' | 'array' | undefined;

export function swaggerType(type: string): SwaggerType {
  switch (type) {
    case 'character varying':
    case 'character':
    case 'text':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'smallint':
    case 'integer':
    case 'bigint':
      return 'integer';
    case 'numeric':
    case 'real':
    case 'double precision':
      return 'number';
    case 'json':
    case 'jsonb':
      return undefined;
    default:
      return type.endsWith('[]') ? 'array' : 'string';
  }
}

export const swaggerFormat = (type: string) =>
  ({ smallint: 'int32', integer: 'int32', bigint: 'int64' })[type as 'smallint'] ?? type;

const items = (type: string) =>
  swaggerType(type) === 'array' ? { items: { type: swaggerType(type.slice(0, -2)) } } : {};

/** OpenAPI.hs parseDefault: string defaults lose their quotes and cast; what is not JSON is left out. */
export function swaggerDefault(type: string, defaultSql: string | undefined): unknown {
  if (defaultSql === undefined) return undefined;
  let text = defaultSql;
  if (swaggerType(type) === 'string') {
    const stripped = defaultSql.endsWith(`::${type}`)
      ? defaultSql.slice(0, -`::${type}`.length).replace(/^'+|'+$/g, '')
      : defaultSql;
    text = `"${stripped}"`;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The table's properties, with primary and foreign keys noted in their descriptions. */
export function tableDefinition(table: Table, relationships: Relationship[]): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const column of table.columns.values())
    properties[column.name] = columnProperty(table, column, relationships);
  const required = [...table.columns.values()].filter((c) => !c.nullable).map((c) => c.name);
  return {
    ...(table.description === undefined ? {} : { description: table.description }),
    properties,
    ...(required.length ? { required } : {}),
    type: 'object',
  };
}

function columnProperty(
  table: Table,
  column: Column,
  relationships: Relationship[],
): Record<string, unknown> {
  const fk = [...relationships]
    .sort((a, b) => Number(a.foreignTableIsView) - Number(b.foreignTableIsView))
    .find(
      (rel) =>
        (rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one') &&
        rel.columns.length === 1 &&
        rel.columns[0]![0] === column.name,
    );
  const notes = [
    ...(table.primaryKey.includes(column.name) ? ['This is a Primary Key.<pk/>'] : []),
    ...(fk
      ? [
          `This is a Foreign Key to \`${fk.foreignTable}.${fk.columns[0]![1]}\`.<fk table='${fk.foreignTable}' column='${fk.columns[0]![1]}'/>`,
        ]
      : []),
  ];
  const description = notes.length
    ? `${column.description === undefined ? '' : `${column.description}\n\n`}Note:\n${notes.join('\n')}`
    : column.description;
  const defaultValue = swaggerDefault(column.type, column.defaultSql);
  const type = swaggerType(column.type);
  return {
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
    ...(description === undefined ? {} : { description }),
    ...(column.enumValues?.length ? { enum: column.enumValues } : {}),
    format: swaggerFormat(column.type),
    ...(column.maxLength === undefined ? {} : { maxLength: column.maxLength }),
    ...(type === undefined ? {} : { type }),
    ...items(column.type),
  };
}

/** A function's argument as a query parameter (GET /rpc/fn). */
export function queryParameter(param: RoutineParam): Record<string, unknown> {
  const type = swaggerType(param.type);
  if (param.variadic) {
    const element = param.type.slice(0, -2);
    return {
      in: 'query',
      name: param.name,
      required: !param.hasDefault,
      type: type ?? 'string',
      items: { type: swaggerType(element), format: swaggerFormat(element) },
      collectionFormat: 'multi',
    };
  }
  return {
    format: swaggerFormat(param.type),
    in: 'query',
    name: param.name,
    required: !param.hasDefault,
    type: type === undefined || type === 'array' ? 'string' : type,
  };
}

/** A function's arguments as the properties of its POST body. */
export function argumentsSchema(
  params: RoutineParam[],
  description: string | undefined,
): Record<string, unknown> {
  const properties = Object.fromEntries(
    params.map((p) => {
      const type = swaggerType(p.type);
      return [
        p.name,
        { format: swaggerFormat(p.type), ...(type === undefined ? {} : { type }), ...items(p.type) },
      ];
    }),
  );
  const required = params.filter((p) => !p.hasDefault).map((p) => p.name);
  return {
    ...(description === undefined ? {} : { description }),
    properties,
    ...(required.length ? { required } : {}),
    type: 'object',
  };
}
