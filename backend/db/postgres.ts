import pg from 'pg';
import type { Database, Queryable, QueryOptions, QueryResult } from './database.ts';

// Return timestamps, json and bigint as Postgres prints them, like PGlite's text for the same types.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => value;
    if (
      oid === pg.types.builtins.TIMESTAMPTZ ||
      oid === pg.types.builtins.TIMESTAMP ||
      oid === pg.types.builtins.DATE
    ) {
      return (value: string) => value;
    }
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const rawJsonTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.JSON || oid === pg.types.builtins.JSONB) return (value: string) => value;
    return types.getTypeParser(oid, format);
  },
};

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(
      sql: string,
      params?: readonly unknown[],
      options?: QueryOptions,
    ): Promise<QueryResult<Row>> {
      const result = await target.query({
        text: sql,
        values: params ? [...params] : [],
        types: options?.rawJson ? rawJsonTypes : types,
      });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // LISTEN needs a connection of its own, outside the pool, for as long as the database is open.
  const listeners: pg.Client[] = [];
  let closed = false;
  // An idle client losing its server must not crash the process; the next query reports the error.
  pool.on('error', () => {});
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work, options) {
      const client = await pool.connect();
      try {
        await client.query(options?.readOnly ? 'begin read only' : 'begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      if (closed) return;
      const client = new pg.Client({ connectionString });
      client.on('error', () => {});
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      // Listed before connecting, so a close during the connection still ends it.
      listeners.push(client);
      await client.connect();
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
    },
    async close() {
      closed = true;
      await Promise.all(listeners.map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}
