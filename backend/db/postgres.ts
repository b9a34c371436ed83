import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.ts';

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

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const result = await target.query({ text: sql, values: params ? [...params] : [], types });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
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
    close: () => pool.end(),
  };
}
