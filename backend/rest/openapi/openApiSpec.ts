import type { Relationship, Routine, Table } from '../schema/types.ts';
import { argumentsSchema, queryParameter, tableDefinition } from './swaggerTypes.ts';

/** The OpenAPI (Swagger 2.0) document PostgREST serves at the root (Response/OpenAPI.hs postgrestSpec). */

export interface SpecInput {
  tables: Table[];
  routines: Routine[];
  relationships: Map<string, Relationship[]>;
  /** The schema's comment: its first line titles the document, the rest describes it. */
  schemaDescription: string | null;
  /** Where the API is reached (openapi-server-proxy-uri): scheme, host, port and base path. */
  serverUrl: URL;
}

const JSON_MIMES = [
  'application/json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  'application/vnd.pgrst.object+json',
];
const ref = (name: string) => ({ $ref: `#/parameters/${name}` });

function splitDescription(text: string | null | undefined): { summary?: string; description?: string } {
  if (text === null || text === undefined) return {};
  const newline = text.indexOf('\n');
  if (newline < 0) return { summary: text };
  const rest = text.slice(newline).replace(/^\n+/, '');
  return { summary: text.slice(0, newline), ...(rest === '' ? {} : { description: rest }) };
}

const header = (name: string, extra: object = {}) => ({
  in: 'header',
  name,
  required: false,
  type: 'string',
  ...extra,
});
const query = (name: string, description: string) => ({
  description,
  in: 'query',
  name,
  required: false,
  type: 'string',
});
const prefer = (values: string[]) =>
  header('Prefer', { description: 'Preference', ...(values.length ? { enum: values } : {}) });

function parameters(tables: Table[]): Record<string, unknown> {
  const defs: Record<string, unknown> = {
    preferParams: prefer([]),
    preferReturn: prefer(['return=representation', 'return=minimal', 'return=none']),
    preferCount: prefer(['count=none']),
    preferPost: prefer([
      'return=representation',
      'return=minimal',
      'return=none',
      'resolution=ignore-duplicates',
      'resolution=merge-duplicates',
    ]),
    select: query('select', 'Filtering Columns'),
    on_conflict: query('on_conflict', 'On Conflict'),
    order: query('order', 'Ordering'),
    range: header('Range', { description: 'Limiting and Pagination' }),
    rangeUnit: header('Range-Unit', { default: 'items', description: 'Limiting and Pagination' }),
    offset: query('offset', 'Limiting and Pagination'),
    limit: query('limit', 'Limiting and Pagination'),
  };
  for (const table of tables) {
    defs[`body.${table.name}`] = {
      description: table.name,
      in: 'body',
      name: table.name,
      required: false,
      schema: { $ref: `#/definitions/${table.name}` },
    };
    for (const column of table.columns.values()) {
      defs[`rowFilter.${table.name}.${column.name}`] = {
        ...(column.description === undefined ? {} : { description: column.description }),
        in: 'query',
        name: column.name,
        required: false,
        type: 'string',
      };
    }
  }
  return defs;
}

function tablePath(table: Table): Record<string, unknown> {
  const rowFilters = [...table.columns.keys()].map((column) => ref(`rowFilter.${table.name}.${column}`));
  const base = { tags: [table.name], ...splitDescription(table.description) };
  const get = {
    ...base,
    parameters: [
      ...rowFilters,
      ...['select', 'order', 'range', 'rangeUnit', 'offset', 'limit', 'preferCount'].map(ref),
    ],
    responses: {
      '200': { description: 'OK', schema: { items: { $ref: `#/definitions/${table.name}` }, type: 'array' } },
      '206': { description: 'Partial Content' },
    },
  };
  if (!(table.insertable || table.updatable || table.deletable)) return { get };
  return {
    get,
    post: {
      ...base,
      parameters: [`body.${table.name}`, 'select', 'preferPost'].map(ref),
      responses: { '201': { description: 'Created' } },
    },
    patch: {
      ...base,
      parameters: [...rowFilters, ref(`body.${table.name}`), ref('preferReturn')],
      responses: { '204': { description: 'No Content' } },
    },
    delete: {
      ...base,
      parameters: [...rowFilters, ref('preferReturn')],
      responses: { '204': { description: 'No Content' } },
    },
  };
}

function routinePath(routine: Routine): Record<string, unknown> {
  const base = {
    ...splitDescription(routine.description),
    produces: JSON_MIMES,
    responses: { '200': { description: 'OK' } },
    tags: [`(rpc) ${routine.name}`],
  };
  const post = {
    ...base,
    parameters: [
      {
        in: 'body',
        name: 'args',
        required: true,
        schema: argumentsSchema(routine.params, routine.description),
      },
      ref('preferParams'),
    ],
  };
  if (routine.volatility === 'volatile') return { post };
  return { get: { ...base, parameters: routine.params.map(queryParameter) }, post };
}

export function openApiSpec(input: SpecInput): Record<string, unknown> {
  const schemaText = input.schemaDescription;
  const newline = schemaText?.indexOf('\n') ?? -1;
  const paths: Record<string, unknown> = {
    '/': {
      get: {
        produces: ['application/openapi+json', 'application/json'],
        responses: { '200': { description: 'OK' } },
        summary: 'OpenAPI description (this document)',
        tags: ['Introspection'],
      },
    },
  };
  for (const table of input.tables) paths[`/${table.name}`] = tablePath(table);
  for (const routine of input.routines) paths[`/rpc/${routine.name}`] = routinePath(routine);
  const url = input.serverUrl;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return {
    swagger: '2.0',
    info: {
      description:
        schemaText === null
          ? 'This is a dynamic API generated by PostgREST'
          : newline < 0
            ? ''
            : schemaText.slice(newline).replace(/^\n+/, ''),
      title: schemaText === null ? 'PostgREST API' : newline < 0 ? schemaText : schemaText.slice(0, newline),
      version: '14.17',
    },
    host: `${url.hostname}:${port}`,
    basePath: url.pathname,
    schemes: [url.protocol.replace(':', '')],
    consumes: [...JSON_MIMES, 'text/csv'],
    produces: [...JSON_MIMES, 'text/csv'],
    paths,
    definitions: Object.fromEntries(
      input.tables.map((table) => [
        table.name,
        tableDefinition(table, input.relationships.get(table.name) ?? []),
      ]),
    ),
    parameters: parameters(input.tables),
    externalDocs: {
      description: 'PostgREST Documentation',
      url: 'https://postgrest.org/en/v14/references/api.html',
    },
  };
}
