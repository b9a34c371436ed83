import { purgeExpiredUploads } from '@palabra-viva/local-supabase/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { PDF } from './storageFixtures.ts';

describe('retention of CVs and quarantined uploads', () => {
  let t: TestBackend;
  let service: SupabaseClient;

  const apply = async (name: string, status: string, closedMonthsAgo: number | null) => {
    const path = `public/cv_${name}_${Date.now()}.pdf`;
    const { error } = await service.storage
      .from('applicant_cvs')
      .upload(path, new Blob([PDF], { type: 'application/pdf' }));
    if (error) throw error;
    const { rows } = await t.backend.db.query<{ id: string }>(
      `insert into public.job_applications (name, email, position_interest, cv_path, status)
       values ($1, $2, 'Voluntario', $3, 'Recibido') returning id`,
      [name, `${name.toLowerCase()}@example.org`, path],
    );
    const id = rows[0]!.id;
    await t.backend.db.query('update public.job_applications set status = $2 where id = $1', [id, status]);
    if (closedMonthsAgo !== null) {
      await t.backend.db.query(
        `update public.job_applications set closed_at = now() - make_interval(months => $2) where id = $1`,
        [id, closedMonthsAgo],
      );
    }
    return { id, path };
  };
  const cvExists = async (path: string) =>
    (
      await t.backend.db.query(
        `select 1 from storage.objects o join storage_local.blobs b using (bucket_id, name)
          where o.bucket_id = 'applicant_cvs' and o.name = $1`,
        [path],
      )
    ).rows.length > 0;
  const applicationExists = async (id: string) =>
    (await t.backend.db.query('select 1 from public.job_applications where id = $1', [id])).rows.length > 0;

  beforeAll(async () => {
    t = await startTestBackend();
    service = t.client('service_role') as unknown as SupabaseClient;
  });
  afterAll(() => t.close());

  it('records when an application closes, and forgets it if it reopens', async () => {
    const { id } = await apply('Lucia', 'Descartado', null);
    const closedAt = async () =>
      (
        await t.backend.db.query<{ closed_at: string | null }>(
          'select closed_at from public.job_applications where id = $1',
          [id],
        )
      ).rows[0]?.closed_at;
    expect(await closedAt()).not.toBeNull();
    await t.backend.db.query(`update public.job_applications set status = 'En revisión' where id = $1`, [id]);
    expect(await closedAt()).toBeNull();
  });

  it('deletes CVs of applications closed more than 12 months ago, then the applications', async () => {
    const expired = await apply('Ana', 'Contratado', 13);
    const recent = await apply('Bruno', 'Descartado', 11);
    const open = await apply('Carla', 'En revisión', null);
    await t.backend.db.query(
      `update public.job_applications set created_at = now() - interval '3 years' where id = $1`,
      [open.id],
    );

    const first = await purgeExpiredUploads(t.backend.db);
    expect(first.files).toBeGreaterThanOrEqual(1);
    expect(await cvExists(expired.path)).toBe(false);
    expect(await applicationExists(expired.id)).toBe(true);
    expect(await cvExists(recent.path)).toBe(true);
    expect(await cvExists(open.path)).toBe(true);

    expect(await purgeExpiredUploads(t.backend.db)).toEqual({ files: 0, applications: 1 });
    expect(await applicationExists(expired.id)).toBe(false);
    expect(await applicationExists(recent.id)).toBe(true);
  });

  it('follows the retention setting', async () => {
    const recent = await apply('Diego', 'Descartado', 7);
    await t.backend.db.query('update private.retention_settings set cv_months = 6');
    await purgeExpiredUploads(t.backend.db);
    expect(await cvExists(recent.path)).toBe(false);
    await t.backend.db.query('update private.retention_settings set cv_months = 12');
  });

  it('refuses a retention outside 1–120 months', async () => {
    await expect(t.backend.db.query('update private.retention_settings set cv_months = 0')).rejects.toThrow();
  });

  it.each(['upload_quarantine', 'staff_upload_quarantine'])(
    'deletes files abandoned in %s after a day, and nothing newer',
    async (bucket) => {
      const quarantine = service.storage.from(bucket);
      for (const name of ['old.pdf', 'new.pdf']) {
        const { data } = await quarantine.createSignedUploadUrl(name);
        const { error } = await t
          .client('anon')
          .storage.from(bucket)
          .uploadToSignedUrl(name, data!.token, new Blob([PDF], { type: 'application/pdf' }));
        expect(error).toBeNull();
      }
      await t.backend.db.query(
        `update storage.objects set created_at = now() - interval '25 hours' where bucket_id = $1 and name = 'old.pdf'`,
        [bucket],
      );
      await purgeExpiredUploads(t.backend.db);
      const { rows } = await t.backend.db.query<{ name: string }>(
        `select name from storage.objects where bucket_id = $1 order by name`,
        [bucket],
      );
      expect(rows.map((row) => row.name)).toEqual(['new.pdf']);
    },
  );

  it('keeps the quarantine closed to visitors: no direct upload, no read, no listing', async () => {
    const anon = t.client('anon').storage.from('upload_quarantine');
    expect((await anon.upload('x.pdf', new Blob([PDF], { type: 'application/pdf' }))).error).toMatchObject({
      statusCode: '403',
    });
    expect((await anon.createSignedUploadUrl('x.pdf')).error).toMatchObject({ statusCode: '403' });
    expect((await anon.download('new.pdf')).error).not.toBeNull();
    expect((await anon.list()).data).toEqual([]);
  });

  it('the production job asks for nothing without its Vault secrets and pg_net, but still forgets', async () => {
    const { rows } = await t.backend.db.query<{ requested: number }>(
      'select private.purge_expired_uploads() as requested',
    );
    expect(rows[0]?.requested).toBe(0);
  });
});
