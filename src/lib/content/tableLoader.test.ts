import type { LoaderContext } from 'astro/loaders';
import { describe, expect, it, vi } from 'vitest';
import { publicApiConfig } from '../supabaseClient.ts';
import { type Row, type TableSource, TYPES_ONLY_ENV, tableLoader } from './tableLoader.ts';

interface Entry {
  id: string;
  data: Record<string, unknown>;
  digest?: string | number;
  rendered?: { html: string };
}

/** Just the parts of Astro's loader context a table loader uses. */
function fakeContext(existing: Entry[] = []) {
  const entries = new Map(existing.map((entry) => [entry.id, entry]));
  const parseData = vi.fn(async ({ data }: { data: Record<string, unknown> }) => data);
  const store = {
    get: (id: string) => entries.get(id),
    set: (entry: Entry) => {
      entries.set(entry.id, entry);
      return true;
    },
    keys: () => [...entries.keys()],
    delete: (id: string) => entries.delete(id),
  };
  const context = {
    store,
    parseData,
    generateDigest: (data: unknown) => JSON.stringify(data),
    logger: { info: () => {} },
  } as unknown as LoaderContext;
  return { context, entries, parseData };
}

const source = (rows: Row[] | Error): TableSource => ({
  label: 'posts',
  fetchPage: async (_client, from, to) =>
    rows instanceof Error ? { data: null, error: rows } : { data: rows.slice(from, to + 1), error: null },
});
const config = () => ({ url: 'http://api.example', publishableKey: 'clave' });

describe('tableLoader', () => {
  // A post's HTML is rendered by its collection's schema (core/content/contentSchemas.test.ts).
  it('stores every row as its schema parsed it, with a digest', async () => {
    const { context, entries, parseData } = fakeContext();
    parseData.mockImplementation(async ({ data }) => ({ ...data, html: `<p>${data.title}</p>` }));
    await tableLoader(source([{ id: 'a', title: 'A' }]), config).load(context);
    expect(entries.get('a')).toMatchObject({ data: { title: 'A', html: '<p>A</p>' } });
    expect(entries.get('a')?.digest).toBeTruthy();
  });

  it('prunes entries whose rows are gone and skips unchanged ones', async () => {
    const unchanged = { id: 'a', title: 'A' };
    const { context, entries, parseData } = fakeContext([
      { id: 'a', data: unchanged, digest: JSON.stringify(unchanged) },
      { id: 'gone', data: {}, digest: 'x' },
    ]);
    await tableLoader(source([unchanged, { id: 'b', title: 'B' }]), config).load(context);
    expect([...entries.keys()].sort()).toEqual(['a', 'b']);
    expect(parseData).toHaveBeenCalledTimes(1);
  });

  it('fails with the source, the API address and the reason', async () => {
    const { context } = fakeContext();
    await expect(tableLoader(source(new Error('sin conexión')), config).load(context)).rejects.toThrow(
      'No se pudieron cargar los posts desde http://api.example: sin conexión',
    );
  });

  it("keeps PostgREST's error as the cause", async () => {
    const { context } = fakeContext();
    const denied = { code: '42501', message: 'permission denied for table posts', details: null, hint: null };
    const failure = await tableLoader(
      { label: 'posts', fetchPage: async () => ({ data: null, error: denied }) },
      config,
    )
      .load(context)
      .catch((error: Error) => error);
    expect(failure).toMatchObject({ cause: { ...denied, name: 'PageReadError' } });
  });

  it('reads nothing and keeps the store when astro sync only writes types', async () => {
    vi.stubEnv(TYPES_ONLY_ENV, 'true');
    try {
      const kept = { id: 'a', data: { title: 'A' }, digest: 'x' };
      const { context, entries } = fakeContext([kept]);
      const config = vi.fn(() => ({ url: 'http://api.example', publishableKey: 'clave' }));
      await tableLoader(source(new Error('sin API')), config).load(context);
      expect(config).not.toHaveBeenCalled();
      expect([...entries.values()]).toEqual([kept]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('publicApiConfig', () => {
  it.each([
    [{}],
    [{ PUBLIC_SUPABASE_URL: 'http://x' }],
    [{ PUBLIC_SUPABASE_URL: ' ', PUBLIC_SUPABASE_ANON_KEY: 'k' }],
  ])('refuses to build without the API address and key: %j', (env) => {
    expect(() => publicApiConfig(env)).toThrow(/PUBLIC_SUPABASE_URL/);
  });

  it('reads both, trimmed', () => {
    expect(publicApiConfig({ PUBLIC_SUPABASE_URL: ' http://x ', PUBLIC_SUPABASE_ANON_KEY: 'k' })).toEqual({
      url: 'http://x',
      publishableKey: 'k',
    });
  });
});
