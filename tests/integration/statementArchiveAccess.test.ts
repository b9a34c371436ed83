import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_BUCKET } from '../../netlify/lib/giving/statementArchive.ts';
import { ACTORS, type Actor } from '../support/accessMatrix.ts';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { PDF } from './storageFixtures.ts';

// Who may touch the year's statements ZIP (SECURITY.md) with real rows and a real archive in place (the
// matrix files check the empty table's cells): admins read the run and sign a download of its file; nobody
// signed in starts, changes or removes a run or writes a file; everyone else sees nothing.
let b: ActorBackend;
let id: string;
const ZIP = zipSync({ 'certificado.pdf': PDF });
const OTHERS: Actor[] = ACTORS.filter((actor) => actor !== 'admin');

beforeAll(async () => {
  b = await startActorBackend();
  const { data, error } = await b.service
    .rpc('start_statement_archive', { archive_year: 2033, requester: b.ids.admin })
    .single();
  if (error) throw error;
  id = data.id;
  const path = `2033/${id}.zip`;
  const uploaded = await b.service.storage
    .from(ARCHIVE_BUCKET)
    .upload(path, ZIP, { contentType: 'application/zip' });
  if (uploaded.error) throw uploaded.error;
  const ready = await b.service
    .from('statement_archives')
    .update({ state: 'ready', storage_path: path })
    .eq('id', id);
  if (ready.error) throw ready.error;
});
afterAll(() => b.close());

describe('the statement archives', () => {
  it('show admins the run and sign them a download of its file', async () => {
    const { data } = await b.as.admin
      .from('statement_archives')
      .select('id, state, storage_path')
      .eq('year', 2033);
    expect(data).toEqual([{ id, state: 'ready', storage_path: `2033/${id}.zip` }]);
    const signed = await b.as.admin.storage.from(ARCHIVE_BUCKET).createSignedUrl(`2033/${id}.zip`, 600);
    expect(signed.error).toBeNull();
    const response = await b.backend.fetch(new Request(signed.data!.signedUrl));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(ZIP);
  });

  it.each(OTHERS)('show %s no run and sign them nothing', async (actor) => {
    expect((await b.as[actor].from('statement_archives').select('id')).data ?? []).toEqual([]);
    const signed = await b.as[actor].storage.from(ARCHIVE_BUCKET).createSignedUrl(`2033/${id}.zip`, 600);
    expect(signed.data).toBeNull();
  });

  it.each(ACTORS)('let %s neither start a run nor change, remove or replace one', async (actor) => {
    const client = b.as[actor];
    const started = await client.rpc('start_statement_archive', {
      archive_year: 2034,
      requester: b.ids.admin,
    });
    expect(started.error?.code).toBe('42501');
    const changed = await client.from('statement_archives').update({ done: 0 }).eq('id', id);
    expect(changed.error?.code).toBe('42501');
    const removed = await client.from('statement_archives').delete().eq('id', id);
    expect(removed.error?.code).toBe('42501');
    const replaced = await client.storage
      .from(ARCHIVE_BUCKET)
      .upload(`2033/${id}.zip`, zipSync({ 'otro.pdf': PDF }), {
        contentType: 'application/zip',
        upsert: true,
      });
    expect(replaced.error).not.toBeNull();
    await client.storage.from(ARCHIVE_BUCKET).remove([`2033/${id}.zip`]);
    const kept = await b.service.storage.from(ARCHIVE_BUCKET).download(`2033/${id}.zip`);
    expect(new Uint8Array(await kept.data!.arrayBuffer())).toEqual(ZIP);
    const { data } = await b.service.from('statement_archives').select('state').eq('id', id).single();
    expect(data?.state).toBe('ready');
  });

  it('never lets the year run twice at once, even for the service role', async () => {
    const first = await b.service.rpc('start_statement_archive', {
      archive_year: 2035,
      requester: b.ids.admin,
    });
    expect(first.error).toBeNull();
    const second = await b.service.rpc('start_statement_archive', {
      archive_year: 2035,
      requester: b.ids.admin,
    });
    expect(second.error?.code).toBe('23505');
    const direct = await b.service.from('statement_archives').insert({ year: 2035, state: 'running' });
    expect(direct.error?.code).toBe('23505');
  });
});
