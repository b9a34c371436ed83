import pg from 'pg';

/** One statement on a PostgreSQL server's maintenance connection (create or drop a database). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
