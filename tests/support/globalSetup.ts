import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend, startLocalInbox, withDatabaseName } from '@palabra-viva/local-supabase';
import type { TestProject } from 'vitest/node';
import { onServer } from '../../scripts/bench/onServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL runs: the migrated database each test file clones. */
    templateDatabase: string;
    /** PGlite runs: a tarball of a migrated cluster each test file starts from (skips initdb). */
    pgliteSnapshot: string;
  }
}

async function preparePgliteSnapshot(project: TestProject): Promise<() => Promise<void>> {
  const backend = await createBackend({ target: { kind: 'memory' } });
  const snapshot = await backend.db.snapshot!();
  await backend.close();
  const dir = mkdtempSync(join(tmpdir(), 'pv-pglite-'));
  const path = join(dir, 'migrated.tar');
  writeFileSync(path, new Uint8Array(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', path);
  return async () => rmSync(dir, { recursive: true, force: true });
}

/**
 * One MailDev inbox on free ports per project; its test files find it through MAIL_SMTP_PORT (where the local
 * Auth sends) and MAIL_API_URL (where tests read), set in the project's env for its workers. Per project,
 * because `vitest run` with DATABASE_URL runs both projects at once and their files mail the same addresses.
 */
async function startInbox(project: TestProject): Promise<() => Promise<void>> {
  const inbox = await startLocalInbox({ webPort: 0, smtpPort: 0 });
  Object.assign(project.config.env, {
    MAIL_PORT: String(inbox.webPort),
    MAIL_SMTP_PORT: String(inbox.smtpPort),
    MAIL_API_URL: inbox.apiUrl,
  });
  return inbox.close;
}

/**
 * Per project (vitest.config.ts): without a DATABASE_URL in the project's env, initialises and migrates one
 * PGlite cluster and hands its tarball to the test files. With one, migrates a template database once per
 * run (named after this process, so runs from several sessions on one server never collide); each test file
 * then clones it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const closeInbox = await startInbox(project);
  const closeDatabase = await prepareDatabase(project);
  return async () => {
    await closeDatabase();
    await closeInbox();
  };
}

async function prepareDatabase(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env.DATABASE_URL;
  if (!serverUrl) return preparePgliteSnapshot(project);
  const template = `test_template_${process.pid}`;
  await onServer(serverUrl, `drop database if exists ${template} with (force)`);
  await onServer(serverUrl, `create database ${template}`);
  const backend = await createBackend({
    target: { kind: 'postgres', url: withDatabaseName(serverUrl, template) },
  });
  await backend.close();
  project.provide('templateDatabase', template);
  return () => onServer(serverUrl, `drop database if exists ${template} with (force)`);
}
