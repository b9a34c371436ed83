import { withDatabaseName } from '@palabra-viva/local-supabase';
import pg from 'pg';

/** A throwaway database on the DATABASE_URL server, so the benchmark never touches real data. */
export async function withBenchDatabase<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    return await work(withDatabaseName(serverUrl, name));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
