import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';

/**
 * What the admin's client module (admin/src/lib/supabase.ts) gives a test that mocks it: the client the test
 * handed to `useAdminClient`, or none for tests that never reach the network. Every mocking file uses this
 * one factory, since a worker that runs several files (vitest.config.ts: no per-file isolation) keeps the
 * first file's mocked module for the rest; the client behind it is read from here on each use.
 *
 * vi.mock('…/admin/src/lib/supabase.ts', async () => (await import('…/adminClientMock.ts')).mockedAdminClient());
 */
let current: SupabaseClient<Database> | undefined;

export function useAdminClient(client: SupabaseClient<Database>): void {
  current = client;
}

export function mockedAdminClient() {
  return {
    get supabase() {
      return current;
    },
  };
}
