import type { SupabaseClient } from '@supabase/supabase-js';
import { STAFF_QUARANTINE_BUCKET, type StaffUploadKind } from '#core/staffUpload.ts';
import { staffUpload } from '../../netlify/lib/staffUpload.ts';
import { API_URL, type TestBackend } from './testBackend.ts';
import type { FunctionAnswer } from './visitorUploads.ts';

/**
 * The staff-upload function mounted on a test backend, and what the admin does with it
 * (admin/src/lib/uploadStaffFile.ts): ask for a URL with the access token, send the file to the
 * quarantine, then ask the function to finish.
 */
export function staffUploads(t: TestBackend) {
  const handle = staffUpload.create({
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
  });

  const call = async (token: string | null, body: unknown): Promise<FunctionAnswer> => {
    const response = await handle(
      new Request('http://localhost/.netlify/functions/staff-upload', {
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** A signed-in staff member's client and access token. */
  const staff = async (email: string) => {
    const client = (await t.signedIn(email)) as unknown as SupabaseClient;
    const { data } = await client.auth.getSession();
    return { client, token: data.session!.access_token };
  };

  const upload = async (
    member: { client: SupabaseClient; token: string },
    kind: StaffUploadKind,
    bytes: Uint8Array,
    { type, name }: { type: string; name: string },
  ): Promise<FunctionAnswer> => {
    const started = await call(member.token, { step: 'start', kind });
    if (started.status !== 200) throw new Error(`start: ${JSON.stringify(started)}`);
    const { path, token } = started.body as { path: string; token: string };
    const sent = await member.client.storage
      .from(STAFF_QUARANTINE_BUCKET)
      .uploadToSignedUrl(path, token, new Blob([Buffer.from(bytes)], { type }));
    if (sent.error) throw sent.error;
    return call(member.token, { step: 'finish', kind, path, name });
  };

  return { call, staff, upload };
}
