import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreRefused, restoreBackup, writeBackup } from '../../scripts/backup/backupArchive.ts';
import { snapshot } from '../support/dbSnapshot.ts';
import { prayerWallHarness } from '../support/prayerWallHarness.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// `npm run db:backup` / `npm run db:restore` (docs/design.md §9, issue 30 item 4): an install with the demo,
// accounts, a prayer request with its private link and a donation goes into one archive and comes back
// into an empty install identical: every row of every schema and every file's bytes.
const EVERYTHING = ['public', 'private', 'auth', 'storage', 'storage_local', 'supabase_migrations'];

let original: TestBackend;
let empty: TestBackend;
beforeAll(async () => {
  [original, empty] = await Promise.all([startTestBackend(), startTestBackend()]);
  await seedDatabase(original.backend);
  await prayerWallHarness(original).send({ name: 'Marta', request_text: 'Por mi hermano' });
  await original.backend.db.query(
    `insert into public.donations (donor_name, donor_email, amount, currency, status, donation_date, notes)
     values ('Rut', 'rut@example.org', 2550, 'EUR', 'succeeded', '2030-03-01', 'ñandú «ok»')`,
  );
}, 240_000);
afterAll(() => Promise.all([original.close(), empty.close()]));

describe('backup and restore', () => {
  it('brings every row and file back into an empty install, identical', async () => {
    const before = await snapshot(original.backend.db, EVERYTHING);
    const { archive, manifest } = await writeBackup(original.backend.db);
    expect(manifest.files).toBeGreaterThan(0);
    const [donations] = (
      await original.backend.db.query<{ count: number }>(
        'select count(*)::int as count from public.donations',
      )
    ).rows;
    expect(manifest.tables['public.donations']).toBe(donations!.count);
    expect(donations!.count).toBeGreaterThan(0);

    await restoreBackup(empty.backend.db, archive);
    expect(await snapshot(empty.backend.db, EVERYTHING)).toEqual(before);

    // The restored install works: its files are served and its accounts sign in.
    const { rows } = await original.backend.db.query<{ bucket_id: string; name: string }>(
      `select bucket_id, name from storage.objects where bucket_id = 'testimonial_photos' limit 1`,
    );
    const [object] = rows;
    const read = async (t: TestBackend) =>
      new Uint8Array(
        await (
          await t.client('service_role').storage.from(object!.bucket_id).download(object!.name)
        ).data!.arrayBuffer(),
      );
    expect(await read(empty)).toEqual(await read(original));
    await expect(empty.signedIn('admin@example.org')).resolves.toBeDefined();
  });

  it('refuses an install that is not empty, and changes nothing there', async () => {
    const { archive } = await writeBackup(original.backend.db);
    const before = await snapshot(original.backend.db, EVERYTHING);
    await expect(restoreBackup(original.backend.db, archive)).rejects.toThrow(RestoreRefused);
    expect(await snapshot(original.backend.db, EVERYTHING)).toEqual(before);
  });

  it('refuses what is not a backup', async () => {
    await expect(restoreBackup(empty.backend.db, new Uint8Array([1, 2, 3]))).rejects.toThrow(
      'no es una copia de seguridad',
    );
  });
});
