import { randomBytes } from 'node:crypto';
import { localApiKeys } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendProcess, killHard, startBackendProcess } from '../../scripts/bench/backendProcess.ts';
import { missingObjects } from '../../scripts/bench/crashWriters.ts';
import type { ProcessTarget } from '../../scripts/bench/processTarget.ts';
import { reconcile, storedMarkers } from '../../scripts/bench/storedMarkers.ts';
import { benchAddress, visitorSubmission } from '../../scripts/bench/visitorSubmissions.ts';
import { mountSmallDisk, type SmallDisk } from '../support/diskFiller.ts';
import { testProcessTarget } from '../support/testProcessTarget.ts';

// The embedded database's folder on a 64 MB tmpfs that we fill up (a filler file leaves 256 KB) while
// visitors keep writing rows and photos. Failing writes must get a clear 503 in time, the process must
// stay up, and after a kill -9 on the full disk and room made again, every acknowledged write is there.
// PostgreSQL's disk belongs to its server, not to us, so this runs on PGlite only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const REQUEST_TIMEOUT_MS = 10_000;

describe.skipIf(Boolean(process.env.DATABASE_URL))('a full disk during writes (PGlite)', () => {
  let disk: SmallDisk | string;
  let target: ProcessTarget;
  let backend: BackendProcess | undefined;
  let keys: Awaited<ReturnType<typeof localApiKeys>>;
  beforeAll(async () => {
    keys = await localApiKeys();
    disk = mountSmallDisk(64);
    if (typeof disk === 'string') console.log(`[disco lleno] omitida: ${disk}`);
    else target = await testProcessTarget(disk.dir);
  }, 60_000);
  afterAll(async () => {
    if (backend) await killHard(backend.child);
    if (typeof disk !== 'string') disk?.unmount();
  });

  it('refuses writes with 503 while full, loses no acknowledged row or object, recovers', async (ctx) => {
    if (typeof disk === 'string') return ctx.skip();
    backend = await startBackendProcess(target.args, { API_REQUEST_TIMEOUT_MS: '5000' });
    disk.fill(256 * 1024);
    const runId = Date.now().toString(36);
    const auth = { apikey: keys.publishableKey, Authorization: `Bearer ${keys.publishableKey}` };
    const serviceAuth = { apikey: keys.secretKey, Authorization: `Bearer ${keys.secretKey}` };
    const rows: string[] = [];
    const objects = new Map<string, Buffer>();
    const failures = new Map<string, number>();
    let hung = 0;
    const deadline = performance.now() + 30_000;
    const keepGoing = () =>
      performance.now() < deadline && [...failures.values()].reduce((a, b) => a + b, 0) < 100;
    const send = async (path: string, init: RequestInit): Promise<boolean> => {
      try {
        const response = await fetch(`${backend!.url}${path}`, {
          ...init,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await response.text();
        if (response.ok) return true;
        const key = `${response.status} ${text.slice(0, 90)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      } catch {
        hung++;
      }
      return false;
    };
    const rowWriter = async (w: number) => {
      for (let i = 0; keepGoing(); i++) {
        const submission = visitorSubmission(`${runId}w${w}`, i);
        // Incompressible text, so the database files really grow.
        const bulk = randomBytes(2500).toString('base64');
        const body = {
          ...submission.body,
          ...(submission.table === 'contact_inquiries' ? { message: bulk } : {}),
        };
        const ok = await send(`/rest/v1/${submission.table}`, {
          method: 'POST',
          headers: {
            ...auth,
            'Content-Type': 'application/json',
            Prefer: 'return=minimal',
            // Each row another visitor, so the per-address limits never stop the writers before the disk does.
            'X-Forwarded-For': benchAddress(w * 20_000 + i),
          },
          body: JSON.stringify(body),
        });
        if (ok) rows.push(submission.marker);
      }
    };
    const uploader = async () => {
      for (let i = 0; keepGoing(); i++) {
        const path = `public/full-${runId}-${i}.png`;
        const bytes = Buffer.concat([PNG, randomBytes(64 * 1024)]);
        // With the service key, as the upload function stores photos (visitors no longer upload here).
        const ok = await send(`/storage/v1/object/testimonial_photos/${path}`, {
          method: 'POST',
          headers: { ...serviceAuth, 'Content-Type': 'image/png' },
          body: bytes,
        });
        if (ok) objects.set(path, bytes);
      }
    };
    await Promise.all([rowWriter(0), rowWriter(1), rowWriter(2), uploader()]);
    const refusals = [...failures].map(([answer, n]) => `${n}× ${answer}`).join(' | ');
    console.log(
      `[disco lleno] confirmadas ${rows.length} filas y ${objects.size} objetos; rechazos: ${refusals}`,
    );

    expect(hung).toBe(0);
    expect(backend.child.exitCode).toBeNull(); // still running
    expect(failures.size).toBeGreaterThan(0); // the disk did fill up
    for (const key of failures.keys()) expect(key).toMatch(/^503 /);
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);

    // Worst case: the process dies while the disk is still full. Then room is made and it starts again.
    await killHard(backend.child);
    disk.makeRoom();
    backend = await startBackendProcess(target.args);
    const stored = await storedMarkers(backend.url, keys.secretKey, runId);
    expect(reconcile(rows, stored)).toMatchObject({ lost: 0, duplicated: 0 });
    expect(await missingObjects(backend.url, keys.secretKey, objects)).toEqual([]);
    const after = await send('/rest/v1/prayer_requests', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Con espacio',
        request_text: 'Gracias.',
        is_public: false,
        is_prayed_for: false,
      }),
    });
    expect(after).toBe(true);
    console.log(
      `[disco lleno] tras liberar espacio y reiniciar en ${(backend.startupMs / 1000).toFixed(1)} s: 0 filas y 0 objetos perdidos`,
    );
  }, 240_000);
});
