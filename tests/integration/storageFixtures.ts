import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { withApiKeyHeader } from '../support/apiKeyHeader.ts';
import { API_URL, type TestBackend } from '../support/testBackend.ts';

/**
 * Buckets and storage.objects policies for the Storage tests (the project's own buckets live in the
 * migrations; these are deliberately independent of them):
 * - `photos`: public, 64 KiB, jpeg/png/webp/gif; anon may only insert under `public/`.
 * - `cvs`: private, 128 KiB, pdf/doc/docx; anyone may insert, nobody but service_role may read.
 * - `files`: private, no limits; an authenticated user does everything inside the folder named after them.
 * - `media`: public, `image/*` and `text/*`, with the same per-user folder rule (for type lists and moves).
 */
export async function createStorageFixtures(t: TestBackend): Promise<void> {
  await t.backend.db.exec(`
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
      ('photos', 'photos', true, 65536, '{image/jpeg,image/png,image/webp,image/gif}'),
      ('cvs', 'cvs', false, 131072,
       '{application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document}'),
      ('files', 'files', false, null, null),
      ('media', 'media', true, null, '{image/*,text/*}');

    create policy photos_anon_insert on storage.objects for insert to anon
      with check (bucket_id = 'photos' and (storage.foldername(name))[1] = 'public');
    create policy cvs_insert on storage.objects for insert to anon, authenticated
      with check (bucket_id = 'cvs');
    create policy own_folder on storage.objects for all to authenticated
      using (bucket_id in ('files', 'media') and (storage.foldername(name))[1] = auth.uid()::text)
      with check (bucket_id in ('files', 'media') and (storage.foldername(name))[1] = auth.uid()::text);
  `);
}

/** A signed-in user without the auth server: a session-like JWT signed with the project secret. */
export async function userToken(
  t: TestBackend,
  sub: string = randomUUID(),
  expiresIn = 3600,
): Promise<{ sub: string; token: string }> {
  const now = Math.floor(Date.now() / 1000);
  // Signed with the project's signing key (ES256), as the Auth signs every session.
  const token = t.backend.ctx.signing.sign({
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    email: `${sub}@example.org`,
    iat: now,
    exp: now + expiresIn,
  });
  return { sub, token };
}

/** A supabase-js client acting with `token` (the `accessToken` option replaces the auth session). */
export function clientWithToken(t: TestBackend, token: string): SupabaseClient {
  return createClient(API_URL, t.backend.ctx.keys.publishableKey, {
    accessToken: async () => token,
    global: { fetch: (input, init) => t.backend.fetch(new Request(input, init)) },
  });
}

export async function signedInUser(t: TestBackend): Promise<{ sub: string; client: SupabaseClient }> {
  const { sub, token } = await userToken(t);
  return { sub, client: clientWithToken(t, token) };
}

/** A raw request to the in-process API (for what supabase-js cannot send: bad paths, odd headers). */
/** A raw Storage request; a key given as the Bearer goes in `apikey` too, as supabase-js sends it. */
export function storageFetch(t: TestBackend, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = withApiKeyHeader(init.headers);
  return t.backend.fetch(new Request(`${API_URL}/storage/v1${path}`, { ...init, headers }));
}

export const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

/** A real 1×1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01);
export const PDF = text('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const DOCX = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00);
export const HTML = text('<!doctype html><script>alert(document.cookie)</script>');
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
