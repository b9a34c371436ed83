import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type RestFixture, startRestFixture } from './restFixtures.ts';

/**
 * PostgREST's in-database configuration as hosted Supabase documents it: `alter role authenticator set
 * pgrst.<setting>` then `notify pgrst, 'reload config'`. Set per database here (`in database`, which
 * PostgREST reads first), so test files sharing a PostgreSQL server never see each other's settings.
 */
describe('PostgREST in-database configuration', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
  });
  afterAll(() => f.close());

  const setting = (name: string, value: string | null) =>
    f.t.backend.db.exec(
      `do $$ begin execute format('alter role authenticator in database %I ${
        value === null ? `reset pgrst.${name}` : `set pgrst.${name} = %L`
      }', current_database()${value === null ? '' : `, '${value}'`}); end $$;`,
    );
  const reloadConfig = () => f.t.backend.db.exec(`notify pgrst, 'reload config'`);
  afterEach(async () => {
    for (const name of ['db_aggregates_enabled', 'db_plan_enabled', 'db_tx_end']) await setting(name, null);
    await reloadConfig();
  });

  const countArticles = () => f.service.from('articles').select('published, id.count()').order('published');

  it('turns aggregates on only after NOTIFY pgrst, reload config', async () => {
    expect((await countArticles()).error?.code).toBe('PGRST123');
    await setting('db_aggregates_enabled', 'true');
    expect((await countArticles()).error?.code).toBe('PGRST123');
    await reloadConfig();
    await eventually(async () => (await countArticles()).error === null, 'aggregates enabled');
    expect((await countArticles()).data).toEqual([
      { published: false, count: 1 },
      { published: true, count: 4 },
    ]);
    const whole = await f.service
      .from('articles')
      .select('count(), rating.sum(), rating.max()::text')
      .single();
    expect(whole.data).toEqual({ count: 5, sum: 8.5, max: '4.5' });
    const hoisted = await f.service
      .from('replies')
      .select('article_id, ...articles(id.sum())')
      .order('article_id');
    expect(hoisted.data).toEqual([
      { article_id: 1, sum: 2 },
      { article_id: 3, sum: 3 },
      { article_id: 4, sum: 4 },
    ]);
    const toMany = await f.service.from('articles').select('...replies(id.count())');
    expect(toMany.error).toEqual({
      code: 'PGRST127',
      message: 'Feature not implemented',
      details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      hint: null,
    });
  });

  it('answers execution plans only with db_plan_enabled', async () => {
    const planJson = 'application/vnd.pgrst.plan+json; for="application/json"';
    const before = await f.fetch('/articles?select=id', { headers: { Accept: planJson } });
    expect(before.status).toBe(406);
    expect(await before.json()).toMatchObject({
      code: 'PGRST107',
      message:
        'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"',
    });
    await setting('db_plan_enabled', 'true');
    await reloadConfig();
    await eventually(
      async () => (await f.fetch('/articles?select=id', { headers: { Accept: planJson } })).status === 200,
      'plans enabled',
    );
    const { data, error } = await f.anon
      .from('articles')
      .select('id')
      .eq('id', 1)
      .explain({ format: 'json' });
    expect(error).toBeNull();
    expect((data as unknown as [{ Plan: { 'Node Type': string } }])[0].Plan['Node Type']).toBeTypeOf(
      'string',
    );
    const text = await f.fetch('/articles?select=id', { headers: { Accept: 'application/vnd.pgrst.plan' } });
    expect(text.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
    );
    expect(await text.text()).toMatch(/cost=/);
    const call = await f.fetch('/rpc/article_titles', { headers: { Accept: planJson } });
    expect(call.status).toBe(200);
  });

  const patchTitle = (title: string, prefer: string) =>
    f.fetch('/labels?id=eq.1', {
      method: 'PATCH',
      role: 'service_role',
      headers: { 'Content-Type': 'application/json', Prefer: prefer },
      body: JSON.stringify({ name: title }),
    });
  const labelName = async () =>
    (await f.service.from('labels').select('name').eq('id', 1).single()).data?.name;

  it('lets clients end transactions their own way only when db_tx_end allows it', async () => {
    const ignored = await patchTitle('grace', 'return=representation, tx=rollback');
    expect(ignored.headers.get('preference-applied')).toBe('return=representation');
    expect(await labelName()).toBe('grace');
    await setting('db_tx_end', 'commit-allow-override');
    await reloadConfig();
    // The probe writes the value already there: until the reload lands (asynchronously on PostgreSQL) it commits.
    await eventually(
      async () =>
        (await patchTitle('grace', 'tx=rollback')).headers.get('preference-applied') === 'tx=rollback',
      'tx override allowed',
    );
    const rolledBack = await patchTitle('hope', 'return=representation, tx=rollback');
    expect(await rolledBack.json()).toEqual([{ id: 1, name: 'hope' }]);
    expect(rolledBack.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await labelName()).toBe('grace');
  });

  it('rolls every transaction back with db_tx_end=rollback', async () => {
    await setting('db_tx_end', 'rollback');
    await reloadConfig();
    // A new name on every probe, since those sent before the reload lands commit.
    let probe = 0;
    await eventually(async () => {
      const name = `love ${++probe}`;
      await patchTitle(name, 'return=minimal');
      return (await labelName()) !== name;
    }, 'every transaction rolled back');
    const inserted = await f.service.from('labels').insert({ name: 'joy' }).select('name').single();
    expect(inserted.data).toEqual({ name: 'joy' });
    expect((await f.service.from('labels').select('id').eq('name', 'joy')).data).toEqual([]);
  });

  it('keeps the settings in force when a reload brings an invalid value', async () => {
    await setting('db_aggregates_enabled', 'true');
    await reloadConfig();
    await eventually(async () => (await countArticles()).error === null, 'aggregates enabled');
    await setting('db_tx_end', 'sometimes');
    await reloadConfig();
    await f.t.backend.db.exec(`notify pgrst, 'reload schema'`);
    expect((await countArticles()).error).toBeNull();
  });
});
