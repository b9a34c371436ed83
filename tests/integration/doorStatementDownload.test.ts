import { randomUUID } from 'node:crypto';
import { seedDatabase } from '@palabra-viva/local-supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, vi } from 'vitest';
import type { Database } from '#core/database.types.ts';
import { type DoorAnswer, describePrivateDoor } from '../support/privateDoor.ts';
import { raw } from '../support/rawApi.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The download of the year's statements ZIP: a Storage signed URL that an admin makes for 10 minutes
// (admin/src/features/donations/statementsApi.ts), door by door (SECURITY.md «Enlaces privados»). Its rules
// are Supabase Storage's, which the local Storage follows: a JWT signed by the project, never stored,
// reusable until it expires (it signs nobody in), no rate limit of its own.
let t: TestBackend;
let admin: SupabaseClient<Database>;
beforeAll(async () => {
  t = await startTestBackend();
  await seedDatabase(t.backend);
  admin = await t.signedIn('admin@example.org');
});
afterAll(() => t.close());

const shifted = new Map<string, number>();

async function use(token: string, address: string, path = 'x'): Promise<DoorAnswer> {
  const seconds = shifted.get(token);
  if (seconds !== undefined) vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
  try {
    const answer = await raw(t, `/storage/v1/object/sign/statement_archives/${path}?token=${token}`, {
      token: null,
      headers: { apikey: t.backend.ctx.keys.publishableKey, 'x-forwarded-for': address },
    });
    return { status: answer.status, body: answer.status === 200 ? 'zip' : answer.body };
  } finally {
    vi.useRealTimers();
  }
}

const paths = new Map<string, string>();

describePrivateDoor({
  name: 'descarga de certificados (URL firmada)',
  token: {
    alphabet: /^[\w-]+\.[\w-]+\.[\w-]{43}$/,
    bitsPerCharacter: 6,
    // The claims (the object's path, the expiry) are readable; the HMAC-SHA256 signature is the secret.
    randomPart: ({ token }) => token.split('.')[2]!,
    minimumBits: 128,
    // A guess keeps the readable claims (the path, a current expiry) and guesses the signature.
    wrong: (token, variant) => {
      const [header, claims, signature] = token.split('.') as [string, string, string];
      const guessed = [...signature.slice(0, 20)].map((c) => (c === 'A' ? 'B' : 'A')).join('');
      return `${header}.${claims}.${guessed}${String(variant).padStart(4, '0')}${signature.slice(24)}`;
    },
  },
  issue: async () => {
    const path = `2030/certificados-${randomUUID()}.zip`;
    const stored = await t
      .client('service_role')
      .storage.from('statement_archives')
      .upload(path, new Uint8Array([80, 75, 5, 6, ...new Array(18).fill(0)]), {
        contentType: 'application/zip',
      });
    if (stored.error) throw stored.error;
    const { data, error } = await admin.storage.from('statement_archives').createSignedUrl(path, 600);
    if (error) throw error;
    const token = new URL(data.signedUrl).searchParams.get('token')!;
    paths.set(token, path);
    return { token, path };
  },
  stored: async ({ path }) =>
    (
      await t.backend.db.query<{ row: string }>(
        `select o::text as row from storage.objects o where bucket_id = 'statement_archives' and name = $1`,
        [path],
      )
    ).rows.map((row) => row.row),
  storedAs: null,
  use: (token, address) => use(token, address, paths.get(token) ?? '2030/ninguno.zip'),
  opened: (answer) => answer.status === 200,
  limited: (answer) => answer.status === 429,
  expiredAnswerDiffers:
    'Storage names the cause («jwt expired», «invalid signature»); a signature cannot be guessed, so this tells nothing about other URLs.',
  singleUse: false,
  lifetime: { seconds: 600, advance: async ({ token }, seconds) => void shifted.set(token, seconds) },
  // Storage has none: only an admin can sign one, for 10 minutes.
  rateLimits: { perAddress: null, perToken: null },
  // The admin's download is a link with `download`: the browser saves the file and the URL never shows.
  addressBar: null,
});
