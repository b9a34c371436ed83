import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type Actor, BUCKETS, OPERATIONS, type Operation, TABLES } from '../support/accessMatrix.ts';
import {
  type Attempt,
  insertStatement,
  type SeededBackend,
  startSeededBackend,
  updateStatement,
} from '../support/sqlAccess.ts';

let s: SeededBackend;
beforeAll(async () => {
  s = await startSeededBackend();
  for (const bucket of Object.keys(BUCKETS)) {
    await s.backend.db.query(
      `insert into storage.objects (bucket_id, name) values ($1, 'public/fixture.pdf'), ($1, 'staff/fixture.pdf')`,
      [bucket],
    );
  }
});
afterAll(() => s.close());

const denied = (result: Attempt) => !result.ok || result.rowCount === 0;

async function count(table: string, where = 'true'): Promise<number> {
  const { rows } = await s.backend.db.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${where}`,
  );
  return rows[0]!.n;
}

async function checkSelect(table: string, actor: Actor): Promise<void> {
  const reach = TABLES[table]!.access[actor].select;
  const result = await s.attempt(actor, `select id from public.${table}`);
  if (reach === 'none') return void expect(denied(result), JSON.stringify(result)).toBe(true);
  expect(result).toMatchObject({ ok: true });
  const ids = result.ok ? result.rows.map((row) => row.id).sort() : [];
  if (reach === 'own') return void expect(ids).toEqual([s.ids[actor as Exclude<Actor, 'anon'>]]);
  const { publicRows, rowsOf = table } = TABLES[table]!;
  const where = reach === 'public' ? publicRows! : 'true';
  const { rows } = await s.backend.db.query<{ id: string }>(`select id from public.${rowsOf} where ${where}`);
  expect(ids).toEqual(rows.map((row) => row.id).sort());
  // A visitor's view must really be smaller than the whole table, or this check proves nothing.
  if (reach === 'public') expect(ids.length).toBeLessThan(await count(table));
}

async function checkInsert(table: string, actor: Actor): Promise<void> {
  const { sample, forged, access } = TABLES[table]!;
  const reach = access[actor].insert;
  const plain = insertStatement(table, sample);
  const result = await s.attempt(actor, plain.sql, plain.params);
  if (reach === 'none') return void expect(result).toMatchObject({ ok: false, code: '42501' });
  expect(result).toMatchObject({ ok: true, rowCount: 1 });
  if (!forged) return;
  const forgedInsert = insertStatement(table, forged);
  const forgedResult = await s.attempt(actor, forgedInsert.sql, forgedInsert.params);
  expect(forgedResult).toMatchObject(reach === 'all' ? { ok: true } : { ok: false, code: '42501' });
}

async function checkChange(table: string, actor: Actor, operation: 'update' | 'delete'): Promise<void> {
  const reach = TABLES[table]!.access[actor][operation];
  const statement =
    operation === 'update'
      ? updateStatement(table, TABLES[table]!.change)
      : { sql: `delete from public.${table}`, params: [] };
  const result = await s.attempt(actor, statement.sql, statement.params);
  if (reach === 'none') return void expect(denied(result), JSON.stringify(result)).toBe(true);
  const total = await count(table);
  expect(total).toBeGreaterThan(1);
  expect(result).toMatchObject({ ok: true, rowCount: reach === 'others' ? total - 1 : total });
}

const check: Record<Operation, (table: string, actor: Actor) => Promise<void>> = {
  select: checkSelect,
  insert: checkInsert,
  update: (table, actor) => checkChange(table, actor, 'update'),
  delete: (table, actor) => checkChange(table, actor, 'delete'),
};

describe.each(Object.keys(TABLES))('access to %s', (table) => {
  const cells = ACTORS.flatMap((actor) =>
    OPERATIONS.map((operation) => [actor, operation, TABLES[table]!.access[actor][operation]] as const),
  );
  it.each(cells)('%s: %s reaches %s', async (actor, operation) => {
    await check[operation](table, actor);
  });
});

describe.each(Object.keys(BUCKETS))('access to the %s bucket', (bucket) => {
  it('is configured as the matrix says', async () => {
    const { rows } = await s.backend.db.query<{
      public: boolean;
      file_size_limit: string | null;
      allowed_mime_types: string[] | null;
    }>('select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [bucket]);
    const rules = BUCKETS[bucket]!;
    expect(rows[0]!.public).toBe(rules.public);
    const limit = rows[0]!.file_size_limit;
    expect(limit === null ? null : Number(limit)).toBe(rules.fileSizeLimit);
    expect(rows[0]!.allowed_mime_types?.toSorted() ?? null).toEqual(
      rules.allowedMimeTypes?.toSorted() ?? null,
    );
  });

  it.each(ACTORS)('%s gets exactly the storage rights of the matrix', async (actor) => {
    const rules = BUCKETS[bucket]!.access[actor];
    const upload = (name: string) =>
      s.attempt(actor, 'insert into storage.objects (bucket_id, name) values ($1, $2)', [bucket, name]);
    const reaches = (result: Attempt) => result.ok && result.rowCount > 0;
    const actual = {
      uploadPublic: reaches(await upload('public/nuevo.pdf')),
      uploadElsewhere: reaches(await upload('staff/nuevo.pdf')),
      read: reaches(await s.attempt(actor, 'select id from storage.objects where bucket_id = $1', [bucket])),
      update: reaches(
        await s.attempt(actor, `update storage.objects set metadata = '{}' where bucket_id = $1`, [bucket]),
      ),
      delete: reaches(await s.attempt(actor, 'delete from storage.objects where bucket_id = $1', [bucket])),
    };
    expect(actual).toEqual(rules);
  });
});
