import { seedDatabase } from '@palabra-viva/local-supabase';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileName } from '#core/dataExport.ts';
import { dataExportBackground } from '../../netlify/lib/dataExportBackground.ts';
import { type DataExport, EXPORT_BUCKET, zipEntry } from '../../netlify/lib/export/dataExportRun.ts';
import { mountServerFunctions } from '../../netlify/lib/registry.ts';
import {
  functionPath,
  type ServerSettings,
  type ServiceClient,
  serviceClient,
} from '../../netlify/lib/serverFunction.ts';
import { dataTables } from '../../scripts/backup/backupArchive.ts';
import { ACTOR_EMAILS } from '../support/accessMatrix.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Issue 30 item 4, «Exportar todo»: an admin asks, the background function (202 at once, as Netlify answers)
// writes every table the ministry owns (the API schema's, as the backup lists them) as CSV and JSON and every
// stored file into one ZIP in a private bucket, with progress in its row; the admin downloads it through a
// signed URL. Nobody else may start it, read its rows or sign its file.
let test: TestBackend;
let service: ServiceClient;
let settings: ServerSettings;
const tokens: Record<string, string> = {};

/** A file the seed does not store, in a nested folder, whose bytes must come back identical. */
const NESTED = { bucket: 'applicant_cvs', name: 'exportar/2026/carta.pdf', bytes: '%PDF-1.4 exportar todo' };

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
  for (const role of ['admin', 'editor', 'pastoral'] as const) {
    const signed = await test.signedIn(ACTOR_EMAILS[role]);
    tokens[role] = (await signed.auth.getSession()).data.session?.access_token ?? '';
  }
  const uploaded = await service.storage
    .from(NESTED.bucket)
    .upload(NESTED.name, new Blob([NESTED.bytes], { type: 'application/pdf' }));
  expect(uploaded.error).toBeNull();
});
afterAll(() => test.close());

const post = (path: string, body: object, bearer?: string) =>
  mountServerFunctions(settings)[functionPath(path)]!(
    new Request(`${API_URL}${functionPath(path)}`, {
      method: 'POST',
      headers: {
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    }),
  );

async function row(id: string): Promise<DataExport | null> {
  const { data, error } = await service.from('data_exports').select().eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

async function exportEverything(): Promise<DataExport> {
  const started = await post('data-export', { action: 'start' }, tokens.admin);
  expect(started.status).toBe(201);
  const { export: queued } = (await started.json()) as { export: DataExport };
  expect(queued).toMatchObject({ state: 'queued', done: 0, total: null });
  const background = await post('data-export-background', { id: queued.id }, tokens.admin);
  expect(background.status).toBe(202);
  await expect
    .poll(async () => (await row(queued.id))?.state, { timeout: 60_000, interval: 100 })
    .toBe('ready');
  return (await row(queued.id))!;
}

async function downloadAsAdmin(run: DataExport): Promise<Record<string, Uint8Array>> {
  const admin = await test.signedIn(ACTOR_EMAILS.admin);
  const name = exportFileName(run.finished_at!);
  const { data, error } = await admin.storage
    .from(EXPORT_BUCKET)
    .createSignedUrl(run.storage_path!, 600, { download: name });
  expect(error).toBeNull();
  const response = await test.backend.fetch(new Request(data!.signedUrl));
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Disposition')).toContain(name);
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

/** The ministry's tables as `npm run db:backup` lists them: those of the API schema (public). */
async function ownedTables(): Promise<string[]> {
  return (await dataTables(test.backend.db))
    .map((table) => table.name)
    .filter((name) => name.startsWith('public.'))
    .map((name) => name.slice('public.'.length));
}

describe('«Exportar todo»', () => {
  let run: DataExport;
  let zip: Record<string, Uint8Array>;

  it('is built in the background (202 at once) and downloaded by the admin through a signed URL', async () => {
    run = await exportEverything();
    zip = await downloadAsAdmin(run);
  }, 120_000);

  it('holds every table the backup lists as CSV and as JSON, and nothing else under tablas/', async () => {
    const tables = await ownedTables();
    expect(tables).toContain('donations');
    expect(tables).toContain('data_exports');
    const entries = Object.keys(zip).filter((name) => name.startsWith('tablas/'));
    expect(entries.sort()).toEqual(tables.flatMap((t) => [zipEntry.csv(t), zipEntry.json(t)]).sort());
  });

  it('writes every row of every table: the JSON has the table’s rows, the CSV a byte-order mark and its columns', async () => {
    for (const table of await ownedTables()) {
      if (table === 'data_exports') continue; // its own row moved on after it was written
      const { rows } = await test.backend.db.query<{ row: Record<string, unknown> }>(
        `select to_json(t) as row from public.${table} t`,
      );
      const json = JSON.parse(strFromU8(zip[zipEntry.json(table)]!)) as Record<string, unknown>[];
      expect(json.length, table).toBe(rows.length);
      const key = (value: Record<string, unknown>) => JSON.stringify(Object.entries(value).sort());
      expect(json.map(key).sort(), table).toEqual(rows.map(({ row }) => key(row)).sort());
      const csvBytes = zip[zipEntry.csv(table)]!;
      expect([...csvBytes.subarray(0, 3)], table).toEqual([0xef, 0xbb, 0xbf]);
      const csv = strFromU8(csvBytes.subarray(3));
      const { rows: columns } = await test.backend.db.query<{ name: string }>(
        `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
        [`public.${table}`],
      );
      expect(csv.split('\r\n')[0], table).toBe(columns.map((c) => c.name).join(','));
    }
  });

  it('copies every stored file of every bucket byte for byte (but earlier exports)', async () => {
    const { rows: blobs } = await test.backend.db.query<{
      bucket_id: string;
      name: string;
      data: Uint8Array;
    }>(`select bucket_id, name, data from storage_local.blobs where bucket_id <> $1`, [EXPORT_BUCKET]);
    expect(blobs.length).toBeGreaterThan(1);
    const files = Object.keys(zip).filter((name) => name.startsWith('archivos/'));
    expect(files.sort()).toEqual(blobs.map((blob) => zipEntry.file(blob.bucket_id, blob.name)).sort());
    for (const blob of blobs)
      expect(Buffer.from(zip[zipEntry.file(blob.bucket_id, blob.name)]!).equals(Buffer.from(blob.data))).toBe(
        true,
      );
    expect(strFromU8(zip[zipEntry.file(NESTED.bucket, NESTED.name)]!)).toBe(NESTED.bytes);
  });

  it('records the run: who asked, progress to the end, the tables and files it counted', async () => {
    const admin = await test.signedIn(ACTOR_EMAILS.admin);
    const { data: user } = await admin.auth.getUser();
    const tables = (await ownedTables()).length;
    expect(run).toMatchObject({ requested_by: user.user!.id, tables, done: run.total });
    expect(run.total).toBe(tables + run.files!);
    expect(run.bytes).toBeGreaterThan(0);
    const summary = JSON.parse(strFromU8(zip[zipEntry.summary]!));
    expect(summary.files).toBe(run.files);
  });

  it('answers 409 while a run is live, and a newer export replaces the file of the one before', async () => {
    const first = await post('data-export', { action: 'start' }, tokens.admin);
    expect(first.status).toBe(201);
    const { export: queued } = (await first.json()) as { export: DataExport };
    const second = await post('data-export', { action: 'start' }, tokens.admin);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'export_running' });
    expect((await post('data-export-background', { id: queued.id }, tokens.admin)).status).toBe(202);
    await expect
      .poll(async () => (await row(queued.id))?.state, { timeout: 60_000, interval: 100 })
      .toBe('ready');
    await expect.poll(async () => (await row(run.id))?.state, { timeout: 10_000 }).toBe('replaced');
    const listed = await service.storage.from(EXPORT_BUCKET).list('');
    expect(listed.data?.map((object) => object.name)).toEqual([`${queued.id}.zip`]);
  }, 120_000);
});

describe('who may export everything', () => {
  it.each(['editor', 'pastoral'])('the function refuses the %s (403)', async (role) => {
    const started = await post('data-export', { action: 'start' }, tokens[role]);
    expect(started.status).toBe(403);
    expect(await started.json()).toMatchObject({ code: 'not_admin' });
    // Netlify answers a background call 202 before it runs: the handler's own answer is the refusal.
    const background = await dataExportBackground.create(settings)(
      new Request(`${API_URL}${functionPath('data-export-background')}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens[role]}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: crypto.randomUUID() }),
      }),
    );
    expect(background.status).toBe(403);
  });

  it('the function refuses a visitor without a session (401)', async () => {
    const started = await post('data-export', { action: 'start' });
    expect(started.status).toBe(401);
    const anonKey = await post('data-export', { action: 'start' }, test.backend.ctx.keys.publishableKey);
    expect(anonKey.status).toBe(401);
  });

  it.each(['anon', 'editor', 'pastoral'] as const)(
    'row-level security hides the runs and the files from the %s, and the SQL functions refuse them',
    async (actor) => {
      const ready = (await service.from('data_exports').select().eq('state', 'ready').single()).data!;
      const client = actor === 'anon' ? test.client('anon') : await test.signedIn(ACTOR_EMAILS[actor]);
      // Visitors have no grant at all (42501); signed-in non-admins meet the policy (no rows).
      const read = await client.from('data_exports').select('id');
      if (actor === 'anon') expect(read.error?.code).toBe('42501');
      else expect(read.data).toEqual([]);
      const signed = await client.storage.from(EXPORT_BUCKET).createSignedUrl(ready.storage_path!, 600);
      expect(signed.data).toBeNull();
      const download = await client.storage.from(EXPORT_BUCKET).download(ready.storage_path!);
      expect(download.data).toBeNull();
      for (const [fn, args] of [
        ['start_data_export', { requester: crypto.randomUUID() }],
        ['exported_tables', {}],
        ['exported_files', {}],
      ] as const) {
        const { error } = await client.rpc(fn, args as never);
        expect(error?.code, fn).toBe('42501');
      }
      const inserted = await client.from('data_exports').insert({});
      expect(inserted.error?.code).toBe('42501');
    },
  );
});
