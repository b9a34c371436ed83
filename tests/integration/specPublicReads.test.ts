import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { API_URL } from '../support/testBackend.ts';

/** docs/spec.md §7 "Public reads": what the public site fetches with the anon key, checked against the seed. */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const anon = () => b.as.anon;
const STORAGE = `${API_URL}/storage/v1`;

describe('public reads', () => {
  it('testimonials: the 9 newest approved ones, without the email', async () => {
    const { data, error } = await anon()
      .from('testimonials')
      .select('id, name, testimonial_text, photo_url, country')
      .eq('is_approved', true)
      .order('created_at', { ascending: false })
      .limit(9);
    expect(error).toBeNull();
    expect(data!.map((row) => row.name)).toEqual([
      'Pedro Castillo',
      'Ana Sofía Herrera',
      'José Miguel Torres',
      'Lucía Ramírez',
      'Carlos Andrés Gómez',
      'María Fernanda López',
    ]);
    expect(Object.keys(data![0]!).sort()).toEqual(['country', 'id', 'name', 'photo_url', 'testimonial_text']);
  });

  it('posts: the 3 most recent published ones (scheduled and drafts stay hidden)', async () => {
    const { data, error } = await anon()
      .from('posts')
      .select('id, title, description, created_at, slug, featured_image_url')
      .eq('is_published', true)
      .order('created_at', { ascending: false })
      .limit(3);
    expect(error).toBeNull();
    expect(data!.map((post) => post.slug)).toEqual([
      'las-parabolas-de-jesus-y-el-reino',
      'discipulado-de-oyentes-a-hacedores',
      'fe-que-persevera-en-tiempos-dificiles',
    ]);
    expect(data![0]!.description!.length).toBeGreaterThan(100);
    expect(data![0]!.featured_image_url).toMatch(`${STORAGE}/object/public/illustrations/seed/`);
  });

  it('teachings: three parallel selects of published posts, videos and audios', async () => {
    const [posts, videos, audios] = await Promise.all([
      anon()
        .from('posts')
        .select(
          'id, title, created_at, slug, content, featured_image_url, category, tags, is_published, published_at',
        )
        .eq('is_published', true),
      anon()
        .from('videos')
        .select(
          'id, title, description, created_at, video_url, thumbnail_url, duration_seconds, tags, is_published, published_at',
        )
        .eq('is_published', true),
      anon()
        .from('audios')
        .select(
          'id, title, description, created_at, audio_url, cover_art_url, duration_seconds, series(title), tags, is_published, published_at',
        )
        .eq('is_published', true),
    ]);
    for (const result of [posts, videos, audios]) expect(result.error).toBeNull();
    expect([posts.data!.length, videos.data!.length, audios.data!.length]).toEqual([13, 5, 5]);
    const all = [...posts.data!, ...videos.data!, ...audios.data!];
    for (const item of all) {
      expect(item.is_published).toBe(true);
      expect(Date.parse(item.published_at!)).toBeLessThanOrEqual(Date.now());
      expect(Array.isArray(item.tags)).toBe(true);
    }
    expect(posts.data!.find((post) => post.slug === 'que-es-el-reino-de-dios')).toMatchObject({
      category: 'fundamentos',
      tags: ['reino', 'evangelio', 'fundamentos'],
      content: expect.stringContaining('## Un reino que no es de este mundo'),
    });
    expect(audios.data!.filter((audio) => audio.series?.title === 'Fundamentos de la fe')).toHaveLength(3);
  });
});
