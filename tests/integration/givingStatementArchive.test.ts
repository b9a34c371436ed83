import { randomUUID } from 'node:crypto';
import { seedDatabase } from '@palabra-viva/local-supabase';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../netlify/lib/giving/pdfText.ts';
import {
  ARCHIVE_BUCKET,
  buildStatementArchive,
  type StatementArchive,
} from '../../netlify/lib/giving/statementArchive.ts';
import { mountServerFunctions } from '../../netlify/lib/registry.ts';
import {
  functionPath,
  type ServerSettings,
  type ServiceClient,
  serviceClient,
} from '../../netlify/lib/serverFunction.ts';
import { statementArchiveBackground } from '../../netlify/lib/statementArchiveBackground.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Issue 18 «Descargar todos»: the admin asks for the year's ZIP, the background function (202 at once, as
// Netlify answers) builds it into the private bucket with progress in its row, and the admin downloads it
// through a signed URL. Never two runs of a year at once; a run killed mid-way is failed by the next request.
const YEAR = 2032; // a year no other file's donations use
const DONORS = 12;
let test: TestBackend;
let service: ServiceClient;
let settings: ServerSettings;
let token: string;
const run = randomUUID().slice(0, 6);

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
  settings = {
    supabaseUrl: API_URL,
    secretKey: test.backend.ctx.keys.secretKey,
    env: {},
    fetch: (input, init) => test.backend.fetch(new Request(input, init)),
  };
  service = serviceClient(settings);
  const admin = await test.signedIn('admin@example.org');
  token = (await admin.auth.getSession()).data.session?.access_token ?? '';
  const { error } = await service.from('donations').insert(
    Array.from({ length: DONORS }, (_, n) => ({
      amount: 1000 + n,
      currency: 'USD',
      status: 'succeeded',
      donation_date: `${YEAR}-05-0${1 + (n % 9)}`,
      donor_email: `archivo${n}.${run}@example.org`,
      donor_name: `Donante ${n}`,
      fund: 'general',
    })),
  );
  expect(error).toBeNull();
});
afterAll(() => test.close());

const post = (path: string, body: object, bearer = token) =>
  mountServerFunctions(settings)[functionPath(path)]!(
    new Request(`${API_URL}${functionPath(path)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

async function askForZip(): Promise<StatementArchive> {
  const response = await post('donation-statements', { action: 'zip', year: YEAR });
  expect(response.status).toBe(201);
  const { archive } = (await response.json()) as { archive: StatementArchive };
  expect(archive).toMatchObject({ year: YEAR, state: 'queued', done: 0, total: null });
  return archive;
}

async function row(id: string): Promise<StatementArchive | null> {
  const { data, error } = await service.from('statement_archives').select().eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

const settled = (id: string) =>
  expect.poll(async () => (await row(id))?.state, { timeout: 30_000, interval: 100 });

/** The older archives go just after the new one is ready (never a moment with none): wait for that. */
const replaced = (id: string) => expect.poll(() => row(id), { timeout: 10_000, interval: 100 });

/** Makes the row look silent for 3 minutes, as a run killed mid-way leaves it (the trigger keeps updated_at). */
async function ageRow(id: string) {
  await test.backend.db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      `update public.statement_archives set updated_at = now() - interval '3 minutes' where id = $1`,
      [id],
    );
  });
}

async function downloadAsAdmin(path: string): Promise<Record<string, Uint8Array>> {
  const admin = await test.signedIn('admin@example.org');
  const { data, error } = await admin.storage
    .from(ARCHIVE_BUCKET)
    .createSignedUrl(path, 600, { download: `certificados-${YEAR}.zip` });
  expect(error).toBeNull();
  const response = await test.backend.fetch(new Request(data!.signedUrl));
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Disposition')).toContain(`certificados-${YEAR}.zip`);
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

describe('the year-end statements ZIP', () => {
  let first: StatementArchive;

  it('is built in the background: 202 at once, progress in the row, one PDF per donor behind a signed URL', async () => {
    first = await askForZip();
    const started = await post('statement-archive-background', { id: first.id });
    expect(started.status).toBe(202);
    expect(await started.text()).toBe('');
    // The answer does not wait for the run, but a few PDFs on a fast database may already be done by the
    // time the row is read (CI's PostgreSQL run saw 'ready'): any state of a live or finished run, no failure.
    expect(['queued', 'running', 'ready']).toContain((await row(first.id))?.state);
    await settled(first.id).toBe('ready');
    const ready = (await row(first.id))!;
    expect(ready).toMatchObject({ done: DONORS, total: DONORS, error: null });
    expect(ready.storage_path).toBe(`${YEAR}/${first.id}.zip`);
    const files = await downloadAsAdmin(ready.storage_path!);
    expect(Object.keys(files)).toHaveLength(DONORS);
    const pdf = files[`certificado-${YEAR}-archivo3.${run}@example.org.pdf`];
    expect(await pdfText(pdf!)).toContain('Donante: Donante 3');
    expect(ready.bytes).toBeGreaterThan(1000);
  });

  it('is never built twice for the same row: a repeated call (Netlify retries) finds it taken', async () => {
    expect(await buildStatementArchive(service, first.id)).toBeNull();
  });

  it('refuses a second run of the year while one is live, and a new run replaces the previous archive', async () => {
    const second = await askForZip();
    const again = await post('donation-statements', { action: 'zip', year: YEAR });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'archive_running',
      message: `Ya se está preparando el ZIP de ${YEAR}: espera a que termine.`,
    });
    await post('statement-archive-background', { id: second.id });
    await settled(second.id).toBe('ready');
    await replaced(first.id).toBeNull();
    const { data: gone } = await service.storage.from(ARCHIVE_BUCKET).download(`${YEAR}/${first.id}.zip`);
    expect(gone).toBeNull();
    expect(Object.keys(await downloadAsAdmin((await row(second.id))!.storage_path!))).toHaveLength(DONORS);
  });

  it('a run killed mid-way stays silent; the next request fails it in Spanish and starts afresh', async () => {
    const killed = await askForZip();
    // The process dies at the run's second progress write: nothing after it reaches the API.
    let writes = 0;
    const dying = serviceClient({
      ...settings,
      fetch: (input, init) => {
        if (String(input).includes('/statement_archives') && init?.method === 'PATCH' && ++writes >= 4)
          throw new Error('proceso terminado');
        return test.backend.fetch(new Request(input, init));
      },
    });
    await expect(buildStatementArchive(dying, killed.id, { batch: 4 })).rejects.toThrow();
    expect(await row(killed.id)).toMatchObject({ state: 'running', done: 4, total: DONORS });
    expect((await post('donation-statements', { action: 'zip', year: YEAR })).status).toBe(409);

    await ageRow(killed.id);
    const restarted = await askForZip();
    expect(await row(killed.id)).toMatchObject({
      state: 'failed',
      error: 'La preparación se interrumpió sin terminar (el proceso se detuvo). Vuelve a preparar el ZIP.',
    });
    await post('statement-archive-background', { id: restarted.id });
    await settled(restarted.id).toBe('ready');
    await replaced(killed.id).toBeNull();
  });

  it('a failure it can see (Storage refuses the file) is written in the row in Spanish, and the admin can start again at once', async () => {
    const archive = await askForZip();
    const noStorage = serviceClient({
      ...settings,
      fetch: (input, init) =>
        String(input).includes('/storage/v1/object/')
          ? Promise.resolve(
              Response.json(
                {
                  statusCode: '413',
                  code: 'EntityTooLarge',
                  error: 'Payload too large',
                  message: 'The object exceeded the maximum allowed size',
                },
                { status: 413 },
              ),
            )
          : test.backend.fetch(new Request(input, init)),
    });
    await expect(buildStatementArchive(noStorage, archive.id)).rejects.toBeTruthy();
    const failed = (await row(archive.id))!;
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(
      /^El ZIP \(1 MB\) supera el tamaño máximo de archivo del almacenamiento: súbelo en la configuración/,
    );
    expect(failed.finished_at).not.toBeNull();
    const next = await askForZip();
    await post('statement-archive-background', { id: next.id });
    await settled(next.id).toBe('ready');
  });

  it('stops short of Netlify’s 15 minutes and says so, instead of being killed silently', async () => {
    const archive = await askForZip();
    let clock = Date.now();
    const eightMinutesPerLook = () => {
      clock += 8 * 60_000;
      return clock;
    };
    await expect(
      buildStatementArchive(service, archive.id, { batch: 4, now: eightMinutesPerLook }),
    ).rejects.toThrow();
    expect(await row(archive.id)).toMatchObject({
      state: 'failed',
      done: 4,
      error:
        'No se pudo preparar el ZIP: la preparación llegó al límite de 15 minutos que Netlify da a una función en segundo plano',
    });
  });

  it('starts only for admins', async () => {
    const editor = await test.signedIn('editor@example.org');
    const editorToken = (await editor.auth.getSession()).data.session?.access_token ?? '';
    expect((await post('donation-statements', { action: 'zip', year: YEAR }, editorToken)).status).toBe(403);
    const direct = await statementArchiveBackground.create(settings)(
      new Request(`${API_URL}/fn`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${editorToken}` },
        body: JSON.stringify({ id: randomUUID() }),
      }),
    );
    expect(direct.status).toBe(403);
  });
});
