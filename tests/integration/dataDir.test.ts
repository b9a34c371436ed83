import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, migrate, openPglite } from '@palabra-viva/local-supabase';
import { afterEach, describe, expect, it } from 'vitest';

const CHILD = new URL('../support/openAndMigrate.ts', import.meta.url).pathname;
const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pv-data-'));
  dirs.push(dir);
  return dir;
}

function startChild(dataDir: string): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, [CHILD, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  ready.catch(() => {});
  return { child, ready };
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterEach(async () => {
  await Promise.all(children.splice(0).map(killHard));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded data folder', () => {
  it('refuses a second process while the first holds it, and is reusable once that process is killed', async () => {
    const dataDir = tempDataDir();
    const { child, ready } = startChild(dataDir);
    await ready;
    await expect(openPglite({ dataDir })).rejects.toThrow(DataDirInUseError);
    await expect(openPglite({ dataDir })).rejects.toThrow(/ya está en uso por otro proceso/);
    await killHard(child);
    const db = await openPglite({ dataDir });
    await migrate(db);
    await db.close();
  }, 60_000);

  // Start-up of the child takes about 3 s here, so these moments fall in Node start, initdb, the rename
  // and the bootstrap; the jitter makes each run hit slightly different instructions.
  it.each([150, 600, 1200, 2500])(
    'recovers when killed about %i ms into first-time initialisation of an empty folder',
    async (delay) => {
      const dataDir = tempDataDir();
      const { child } = startChild(dataDir);
      await new Promise((resolve) => setTimeout(resolve, delay + Math.random() * 300));
      await killHard(child);
      const db = await openPglite({ dataDir });
      await migrate(db);
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from pg_roles where rolname in ('anon', 'authenticated', 'service_role')",
      );
      expect(rows[0]?.n).toBe(3);
      await db.close();
    },
    60_000,
  );
});
