import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCode, errorDetail } from '#core/supabaseError.ts';
import { listAudios } from '../../admin/src/features/audios/api.ts';
import { saveSeries } from '../../admin/src/features/series/api.ts';
import { creditSpeakers } from '../../admin/src/features/teachings/api.ts';
import { useAdminClient } from '../../admin/src/lib/adminClientMock.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The admin's own library queries (series, speakers, the audio list) run as the signed-in editor against
// the real API: the admin's client module answers with this test's editor session.
vi.mock('../../admin/src/lib/supabase.ts', async () =>
  (await import('../../admin/src/lib/adminClientMock.ts')).mockedAdminClient(),
);

let test: TestBackend;
const DRAFT_AUDIO = '30000000-0000-4000-a000-000000000006';
const PASTOR = '50000000-0000-4000-a000-000000000001';
const LUCIA = '50000000-0000-4000-a000-000000000002';
const SAMUEL = '50000000-0000-4000-a000-000000000003';
const FUNDAMENTOS = '40000000-0000-4000-a000-000000000001';

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
  useAdminClient(await test.signedIn('editor@example.org'));
});
afterAll(() => test.close());

describe('the audio list', () => {
  it('finds audios by the title of their series, and still shows each series', async () => {
    const page = await listAudios({ page: 1, search: 'fundamentos DE LA', status: 'all' });
    expect(page.total).toBe(4);
    expect(page.rows.every((row) => row.series?.title === 'Fundamentos de la fe')).toBe(true);
  });

  it.each([
    [{ series: FUNDAMENTOS }, 4],
    [{ speaker: SAMUEL }, 1],
    [{ speaker: LUCIA, series: FUNDAMENTOS }, 0],
    [{ book: 'salmos' }, 1],
  ])('filters by %j', async (filters, total) => {
    const page = await listAudios({ page: 1, search: '', status: 'all', filters });
    expect(page.total).toBe(total);
  });

  it('still finds audios by title, whatever their series', async () => {
    const page = await listAudios({ page: 1, search: 'Salmo 23', status: 'all' });
    expect(page.rows.map((row) => row.title)).toEqual(['Meditación: Salmo 23']);
  });
});

describe('crediting speakers', () => {
  const credits = async () =>
    (
      await test
        .client('service_role')
        .from('audio_speakers')
        .select('speaker_id, position')
        .eq('audio_id', DRAFT_AUDIO)
        .order('position')
    ).data;

  it.each([
    [[LUCIA, SAMUEL, PASTOR], 'adds and reorders'],
    [[SAMUEL], 'removes the others'],
    [[], 'removes every credit'],
  ])('credits exactly %j (%s)', async (speakerIds) => {
    await creditSpeakers('audio', DRAFT_AUDIO, speakerIds);
    expect(await credits()).toEqual(speakerIds.map((id, index) => ({ speaker_id: id, position: index + 1 })));
  });
});

describe('saving a series', () => {
  // Postgres hides a duplicate's key details on RLS tables (hosted too): the slug comes from what was sent.
  it('tells a slug already taken in Spanish', async () => {
    const series = { title: 'Otra', slug: 'fundamentos-de-la-fe', description: null, cover_image_url: null };
    const failure = await saveSeries(undefined, { ...series, is_published: false }).catch((error) => error);
    expect(errorCode(failure)).toBe('23505');
    expect(errorDetail(failure, series)).toBe(
      'Ya existe un registro con el slug «fundamentos-de-la-fe». Cambia el slug (por ejemplo, «fundamentos-de-la-fe-2») y vuelve a guardar.',
    );
  });
});
