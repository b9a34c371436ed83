import pg from 'pg';
import { createBackend } from '../../backend/backend.ts';
import { withDatabaseName } from '../../backend/db/databaseUrl.ts';
import { TEMPLATE_DATABASE } from './testBackend.ts';

/** With DATABASE_URL set, migrates a template database once; each test file then clones it. */
export default async function setup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const backend = await createBackend({
    target: { kind: 'postgres', url: withDatabaseName(serverUrl, TEMPLATE_DATABASE) },
  });
  await backend.close();
}
