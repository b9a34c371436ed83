import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

describe('the local backend bootstrap', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend();
  });
  afterAll(() => t.close());

  it('creates the API roles hosted Supabase provides', async () => {
    const { rows } = await t.backend.db.query<{ rolname: string; rolbypassrls: boolean }>(
      "select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by 1",
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolbypassrls: false },
      { rolname: 'authenticated', rolbypassrls: false },
      { rolname: 'service_role', rolbypassrls: true },
    ]);
  });

  it('answers health checks', async () => {
    const response = await t.backend.fetch(new Request('http://x/health'));
    expect(response.status).toBe(200);
  });
});
