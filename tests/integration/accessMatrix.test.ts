import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type Actor, OPERATIONS, type Operation, TABLES } from '../support/accessMatrix.ts';
import { type ActorBackend, deniedStatus, startActorBackend, untyped } from '../support/actorClients.ts';

/**
 * Every cell of the table matrix (tests/support/accessMatrix.ts) through the real supabase-js client, the
 * way the site and the admin call the API. Denials must carry PostgREST's exact error and leave the
 * database as it was; allowed writes are checked, then undone with the service role.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

type Row = Record<string, unknown>;
const EVERY_ROW = ['id', 'is', null] as const;
const sourceOf = (table: string) => TABLES[table]!.rowsOf ?? table;
const api = (actor: Actor | 'service', table: string) =>
  untyped(actor === 'service' ? b.service : b.as[actor]).from(table);

/** Every row of the table (or of the table a view shows), by id, as the service role sees it. */
async function snapshot(table: string): Promise<Map<string, Row>> {
  const { data, error } = await api('service', sourceOf(table)).select('*');
  if (error) throw error;
  return new Map((data as Row[]).map((row) => [String(row.id), row]));
}

const changedIds = (before: Map<string, Row>, after: Map<string, Row>) =>
  [...before.keys()].filter((id) => JSON.stringify(before.get(id)) !== JSON.stringify(after.get(id))).sort();

/**
 * Whether the role holds the SQL privilege: it decides between Postgres' two refusals ("permission
 * denied" from grants, "violates row-level security" from policies), never whether a cell is allowed.
 */
async function granted(actor: Actor, table: string, privilege: string, columns: string[]): Promise<boolean> {
  const role = actor === 'anon' ? 'anon' : 'authenticated';
  const { rows } = await b.backend.db.query<{ ok: boolean }>(
    `select case when cardinality($4::text[]) = 0 then has_table_privilege($1, $2, $3)
       else (select bool_and(has_column_privilege($1, $2, c, $3)) from unnest($4::text[]) c) end as ok`,
    [role, `public.${table}`, privilege, columns],
  );
  return rows[0]!.ok;
}

function refusal(table: string, actor: Actor, byGrant: boolean) {
  const kind = TABLES[table]!.rowsOf ? 'view' : 'table';
  const message = byGrant
    ? `permission denied for ${kind} ${table}`
    : `new row violates row-level security policy for table "${table}"`;
  return { status: deniedStatus(actor), error: { code: '42501', message, details: null, hint: null } };
}

async function publicIds(table: string): Promise<string[]> {
  const { publicRows, rowsOf = table } = TABLES[table]!;
  const { rows } = await b.backend.db.query<{ id: string }>(
    `select id from public.${rowsOf} where ${publicRows}`,
  );
  return rows.map((row) => row.id).sort();
}

async function checkSelect(table: string, actor: Actor): Promise<void> {
  const reach = TABLES[table]!.access[actor].select;
  const result = await api(actor, table).select('id');
  if (!(await granted(actor, table, 'SELECT', ['id']))) {
    expect(reach).toBe('none');
    return void expect(result).toMatchObject({ data: null, ...refusal(table, actor, true) });
  }
  expect(result).toMatchObject({ status: 200, error: null });
  const ids = (result.data as Row[]).map((row) => String(row.id)).sort();
  const all = [...(await snapshot(table)).keys()].sort();
  const expected =
    reach === 'public'
      ? await publicIds(table)
      : reach === 'all'
        ? all
        : reach === 'own' && actor !== 'anon'
          ? [b.ids[actor]]
          : [];
  expect(ids).toEqual(expected);
  // A visitor's view must really be smaller than the whole table, or this check proves nothing.
  if (reach === 'public') expect(ids.length).toBeLessThan(all.length);
}

async function tryInsert(table: string, actor: Actor, row: Row, allowed: boolean): Promise<void> {
  const before = await snapshot(table);
  const result = await api(actor, table).insert(row);
  const after = await snapshot(table);
  const added = [...after.keys()].filter((id) => !before.has(id));
  if (allowed) {
    expect(result).toMatchObject({ status: 201, error: null, data: null });
    expect(added).toHaveLength(1);
    expect(after.get(added[0]!)).toMatchObject(row);
    const { error } = await api('service', table).delete().in('id', added);
    if (error) throw error;
    return;
  }
  const byGrant = !(await granted(actor, table, 'INSERT', Object.keys(row)));
  expect(result).toMatchObject({ data: null, ...refusal(table, actor, byGrant) });
  expect(added).toEqual([]);
}

async function checkInsert(table: string, actor: Actor): Promise<void> {
  const { sample = {}, forged, access } = TABLES[table]!;
  const reach = access[actor].insert;
  await tryInsert(table, actor, sample, reach !== 'none');
  if (forged && reach !== 'none') await tryInsert(table, actor, forged, reach === 'all');
}

async function checkChange(table: string, actor: Actor, operation: 'update' | 'delete'): Promise<void> {
  const { change, access } = TABLES[table]!;
  const reach = access[actor][operation];
  const before = await snapshot(table);
  const query = operation === 'update' ? api(actor, table).update(change) : api(actor, table).delete();
  const result = await query.not(...EVERY_ROW);
  const after = await snapshot(table);
  try {
    const mayTry =
      operation === 'update'
        ? await granted(actor, table, 'UPDATE', Object.keys(change))
        : await granted(actor, table, 'DELETE', []);
    if (!mayTry || !(await granted(actor, table, 'SELECT', ['id']))) {
      expect(reach).toBe('none');
      expect(result).toMatchObject({ data: null, ...refusal(table, actor, true) });
      return void expect(changedIds(before, after)).toEqual([]);
    }
    expect(result).toMatchObject({ status: 204, error: null, data: null });
    const own = actor === 'anon' ? '' : b.ids[actor];
    const reached = (id: string) => reach === 'all' || (reach === 'others' && id !== own);
    expect(reach === 'all' || reach === 'others' || reach === 'none').toBe(true);
    for (const [id, row] of before) {
      if (!reached(id)) expect(after.get(id), `row ${id} untouched`).toEqual(row);
      else if (operation === 'update') expect(after.get(id)).toMatchObject(change);
      else expect(after.has(id)).toBe(false);
    }
    expect([...before.keys()].some(reached)).toBe(reach !== 'none');
  } finally {
    await restore(table, before, after);
  }
}

/** Puts back whatever an update or delete changed, so every cell starts from the seed. */
async function restore(table: string, before: Map<string, Row>, after: Map<string, Row>) {
  const ids = changedIds(before, after);
  if (ids.length === 0) return;
  // Generated columns (donor_email_normalized) are Postgres's to write: put back everything else.
  const { rows: generated } = await b.backend.db.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'ALWAYS'`,
    [sourceOf(table)],
  );
  const changed = ids.map((id) => {
    const row = { ...before.get(id)! };
    for (const { name } of generated) delete row[name];
    return row;
  });
  const { error } = await api('service', sourceOf(table)).upsert(changed);
  if (error) throw error;
}

const check: Record<Operation, (table: string, actor: Actor) => Promise<void>> = {
  select: checkSelect,
  insert: checkInsert,
  update: (table, actor) => checkChange(table, actor, 'update'),
  delete: (table, actor) => checkChange(table, actor, 'delete'),
};

describe.each(Object.keys(TABLES))('%s through supabase-js', (table) => {
  const cells = ACTORS.flatMap((actor) =>
    OPERATIONS.map((operation) => [actor, operation, TABLES[table]!.access[actor][operation]] as const),
  );
  it.each(cells)('%s: %s reaches %s', async (actor, operation) => {
    await check[operation](table, actor);
  });
});
