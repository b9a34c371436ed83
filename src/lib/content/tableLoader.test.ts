import type { LoaderContext } from 'astro/loaders';
import { describe, expect, it, vi } from 'vitest';
import { publicApiConfig } from '../supabaseClient.ts';
import { type Row, type TableSource, tableLoader } from './tableLoader.ts';

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

const source = (rows: Row[] | Error, render?: (row: Row) => string): TableSource => ({
  label: 'posts',
  fetchPage: async (_client, from, to) =>
    rows instanceof Error ? { data: null, error: rows } : { data: rows.slice(from, to + 1), error: null },
  render,
});
const config = () => ({ url: 'http://api.example', publishableKey: 'clave' });

describe('tableLoader', () => {
  it('stores every row with a digest and its rendered HTML', async () => {
    const { context, entries } = fakeContext();
    await tableLoader(
      source([{ id: 'a', title: 'A' }], (row) => `<p>${row.title}</p>`),
      config,
    ).load(context);
    expect(entries.get('a')).toMatchObject({ data: { title: 'A' }, rendered: { html: '<p>A</p>' } });
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
