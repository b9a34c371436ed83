import { describe, expect, it, vi } from 'vitest';
import { fetchAll, fetchPage, unwrap } from './query.ts';

// The helpers are handed fake queries; the admin's real client (which needs the build's keys) stays out.
vi.mock('./supabase.ts', async () => (await import('./adminClientMock.ts')).mockedAdminClient());

type Answer = { data: unknown[] | null; error: { message: string } | null; count?: number };

/** A stand-in for a supabase-js select: records what the helper asks for, then answers `answer`. */
function fakeQuery(answer: (calls: string[]) => Answer) {
  const calls: string[] = [];
  const record = (call: string) => {
    calls.push(call);
    return query;
  };
  const query = {
    calls,
    or: (filter: string) => record(`or ${filter}`),
    eq: (column: string, value: unknown) => record(`eq ${column} ${value}`),
    ilike: (column: string, pattern: string) => record(`ilike ${column} ${pattern}`),
    order: (column: string, options?: { ascending?: boolean }) =>
      record(`order ${column} ${options?.ascending ? 'asc' : 'desc'}`),
    range: (from: number, to: number) => record(`range ${from}-${to}`),
    // biome-ignore lint/suspicious/noThenProperty: awaited like supabase-js's builders, which are thenables.
    then: ((onFulfilled, onRejected) =>
      Promise.resolve(answer(calls)).then(onFulfilled, onRejected)) as PromiseLike<Answer>['then'],
  };
  return query;
}

const spec = {
  search: ['name', 'email'],
  statuses: { pending: (query: ReturnType<typeof fakeQuery>) => query.eq('handled', false) },
};

describe('fetchPage', () => {
  it.each([
    [{ page: 1, search: '', status: 'all' }, ['order created_at desc', 'range 0-24']],
    [
      { page: 3, search: 'ana', status: 'pending' },
      ['or name.ilike.%ana%,email.ilike.%ana%', 'eq handled false', 'order created_at desc', 'range 50-74'],
    ],
    [{ page: 1, search: '', status: 'constructor' }, ['order created_at desc', 'range 0-24']],
  ])('asks %j as %j', async (params, calls) => {
    const query = fakeQuery(() => ({ data: [], error: null, count: 0 }));
    await fetchPage(query, params, spec);
    expect(query.calls).toEqual(calls);
  });

  it("searches an embed's column on the embed and keeps its matches in the or", async () => {
    const query = fakeQuery(() => ({ data: [], error: null, count: 0 }));
    await fetchPage(query, { page: 1, search: 'fe', status: 'all' }, { search: ['title', 'match.title'] });
    expect(query.calls.slice(0, 2)).toEqual([
      'ilike match.title %fe%',
      'or title.ilike.%fe%,match.not.is.null',
    ]);
  });

  it('applies the filters it knows, with their value', async () => {
    const query = fakeQuery(() => ({ data: [], error: null, count: 0 }));
    const filters = { book: (q: typeof query, value: string) => q.eq('book', value) };
    await fetchPage(
      query,
      { page: 1, search: '', status: 'all', filters: { book: 'romanos', constructor: 'x' } },
      { search: [], filters },
    );
    expect(query.calls[0]).toBe('eq book romanos');
    expect(query.calls).toHaveLength(3);
  });

  it('sorts as told and returns the rows with the exact total', async () => {
    const query = fakeQuery(() => ({ data: [{ id: 'a' }], error: null, count: 41 }));
    const page = await fetchPage(
      query,
      { page: 1, search: '', status: 'all' },
      { search: [], order: [['email', true]] },
    );
    expect(page).toEqual({ rows: [{ id: 'a' }], total: 41 });
    expect(query.calls[0]).toBe('order email asc');
  });

  it('throws the PostgREST error', async () => {
    const error = { code: '42501', message: 'permission denied' };
    const query = fakeQuery(() => ({ data: null, error }));
    await expect(fetchPage(query, { page: 1, search: '', status: 'all' }, spec)).rejects.toBe(error);
  });
});

describe('fetchAll', () => {
  it('reads pages of 1000 until an empty one', async () => {
    const sizes = [1000, 1000, 3];
    const ranges: string[] = [];
    const rows = await fetchAll(() =>
      fakeQuery((calls) => {
        ranges.push(calls.at(-1) ?? '');
        return { data: Array.from({ length: sizes[ranges.length - 1] ?? 0 }, (_, i) => i), error: null };
      }),
    );
    expect(rows).toHaveLength(2003);
    expect(ranges).toEqual(['range 0-999', 'range 1000-1999', 'range 2000-2999', 'range 2003-3002']);
  });
});

describe('unwrap', () => {
  it('returns the data or throws the error', async () => {
    expect(await unwrap(Promise.resolve({ data: { id: 'a' }, error: null }))).toEqual({ id: 'a' });
    const error = { code: 'PGRST116', message: 'no rows' };
    await expect(unwrap(Promise.resolve({ data: null, error }))).rejects.toBe(error);
  });
});
