import { describe, expect, it } from 'vitest';
import { latestOnly } from './latestOnly.ts';

/** A search whose answers the test releases one by one, recording what ran and what was shown. */
function harness() {
  const started: string[] = [];
  const shown: string[] = [];
  const failed: string[] = [];
  const pending: { query: string; settle: (ok: boolean) => void; superseded: () => boolean }[] = [];
  const search = latestOnly<string>(
    (query, superseded) =>
      new Promise((resolve, reject) => {
        started.push(query);
        pending.push({
          query,
          superseded,
          settle: (ok) => (ok ? resolve(`answer ${query}`) : reject(new Error(query))),
        });
      }),
    (query, answer) => shown.push(`${query}: ${answer}`),
    (query) => failed.push(query),
  );
  const settle = async (ok = true) => {
    pending.shift()!.settle(ok);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { search, started, shown, failed, pending, settle };
}

describe('latestOnly', () => {
  it('runs a lone query at once and shows its answer', async () => {
    const h = harness();
    h.search('fe');
    expect(h.started).toEqual(['fe']);
    await h.settle();
    expect(h.shown).toEqual(['fe: answer fe']);
  });

  it('while one runs, keeps only the newest query, runs it next and shows only its answer', async () => {
    const h = harness();
    for (const query of ['f', 'fa', 'fam', 'fami']) h.search(query);
    expect(h.started).toEqual(['f']);
    expect(h.pending[0]!.superseded()).toBe(true);
    await h.settle();
    expect(h.started).toEqual(['f', 'fami']);
    expect(h.shown).toEqual([]);
    await h.settle();
    expect(h.shown).toEqual(['fami: answer fami']);
    expect(h.pending).toEqual([]);
  });

  it('reports a failure of the newest query, and goes on with the next one after a failure', async () => {
    const h = harness();
    h.search('gracia');
    await h.settle(false);
    expect(h.failed).toEqual(['gracia']);
    h.search('gra');
    h.search('');
    await h.settle(false);
    expect(h.failed).toEqual(['gracia']);
    expect(h.started).toEqual(['gracia', 'gra', '']);
    await h.settle();
    expect(h.shown).toEqual([': answer ']);
  });
});
