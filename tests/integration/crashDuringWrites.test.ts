import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_JWT_SECRET, deriveApiKeys } from '../../backend/config.ts';
import { killHard, startBackendProcess } from '../support/backendProcess.ts';

// kill -9 at a random moment while visitors submit; after a restart every acknowledged row is there once.
const RUNS = Number(process.env.CRASH_RUNS ?? 4);
const dataDir = mkdtempSync(join(tmpdir(), 'pv-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function submitUntilKilled(url: string, anonKey: string, runId: number, acknowledged: string[]) {
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' };
  for (let i = 0; ; i++) {
    const name = `crash-${runId}-${i}`;
    try {
      const response = await fetch(`${url}/rest/v1/contact_inquiries`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name,
          email: `v${i}@example.org`,
          message: 'Oración por mi familia',
          interest_type: 'otro',
        }),
      });
      if (response.status === 201) acknowledged.push(name);
      else throw new Error(`unexpected ${response.status}`);
    } catch {
      return; // the process is gone
    }
  }
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('kill -9 during writes', () => {
  it(`loses no acknowledged row over ${RUNS} random crashes and restarts within 5 s`, async () => {
    const { anonKey, serviceRoleKey } = await deriveApiKeys(DEMO_JWT_SECRET);
    const acknowledged: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const backend = await startBackendProcess(['--data-dir', dataDir]);
      const writing = submitUntilKilled(backend.url, anonKey, run, acknowledged);
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1200));
      await killHard(backend.child);
      await writing;
    }
    const restarted = await startBackendProcess(['--data-dir', dataDir]);
    try {
      expect(restarted.startupMs).toBeLessThan(5000);
      const stored: string[] = [];
      for (let offset = 0; ; offset += 500) {
        const response = await fetch(
          `${restarted.url}/rest/v1/contact_inquiries?select=name&name=like.crash-*&order=id&limit=500&offset=${offset}`,
          { headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` } },
        );
        const page = (await response.json()) as Array<{ name: string }>;
        stored.push(...page.map((row) => row.name));
        if (page.length < 500) break;
      }
      const counts = new Map<string, number>();
      for (const name of stored) counts.set(name, (counts.get(name) ?? 0) + 1);
      expect(acknowledged.length).toBeGreaterThan(RUNS);
      expect(acknowledged.filter((name) => counts.get(name) !== 1)).toEqual([]);
    } finally {
      await killHard(restarted.child);
    }
  }, 120_000);
});
