import { describe, expect, it } from 'vitest';
import { articleTeaching, audioTeaching, mergeTeachings, sortTeachings, videoTeaching } from './teachings.ts';

const post = {
  id: 'p1',
  title: 'Título de Prueba',
  slug: 'titulo' as string | null,
  content: '## Hola\n\nEste es **el** contenido con [un enlace](https://example.org).',
  category: 'fe' as string | null,
  tags: ['uno'],
  published_at: '2025-03-02T14:00:00Z' as string | null,
  created_at: '2025-02-01T00:00:00Z',
  featured_image_url: null,
};
const video = {
  id: 'v1',
  title: 'Video',
  description: ' Descripción ' as string | null,
  video_url: 'https://video.example.org/1',
  thumbnail_url: null,
  tags: ['oracion', 'padre nuestro'],
  published_at: null as string | null,
  created_at: '2025-01-01T00:00:00Z',
};
const audio = {
  id: 'a1',
  title: 'Audio',
  description: null,
  audio_url: 'https://media.example.org/a.mp3',
  cover_art_url: 'https://media.example.org/a.png',
  slug: 'fundamentos-1' as string | null,
  tags: ['fundamentos'],
  published_at: '2025-04-01T00:00:00Z' as string | null,
  created_at: '2025-01-01T00:00:00Z',
};

describe('teaching view models', () => {
  it.each([
    ['category kept', { category: 'fe' }, 'fe'],
    ['missing category → general', { category: null }, 'general'],
    ['blank category → general', { category: '  ' }, 'general'],
  ])('article: %s', (_, change, category) => {
    expect(articleTeaching({ ...post, ...change }).category).toBe(category);
  });

  it.each([
    ['first tag', ['oracion', 'x'], 'oracion'],
    ['no tags → general', [], 'general'],
  ])('video category: %s', (_, tags, category) => {
    expect(videoTeaching({ ...video, tags }).category).toBe(category);
  });

  it.each([
    ['series first', 'Serie', ['t'], 'Serie'],
    ['then first tag', null, ['t'], 't'],
    ['blank series → tag', ' ', ['t'], 't'],
    ['then general', null, [], 'general'],
  ])('audio category: %s', (_, series, tags, category) => {
    expect(audioTeaching({ ...audio, tags }, series).category).toBe(category);
  });

  it.each([
    ['article-', articleTeaching(post).id, 'article-p1'],
    ['video-', videoTeaching(video).id, 'video-v1'],
    ['audio-', audioTeaching(audio).id, 'audio-a1'],
  ])('ids are prefixed with %s', (_, id, expected) => {
    expect(id).toBe(expected);
  });

  it.each([
    ['published_at wins', { published_at: '2025-03-02T14:00:00Z' }, '2025-03-02T14:00:00Z'],
    ['else created_at', { published_at: null }, '2025-02-01T00:00:00Z'],
  ])('date: %s', (_, change, date) => {
    expect(articleTeaching({ ...post, ...change }).date).toBe(date);
  });

  it('an article opens its blog page, with a plain-text preview of its Markdown', () => {
    const teaching = articleTeaching(post);
    expect(teaching.contentUrl).toBe('/blog/titulo');
    expect(teaching.description).toBe('Hola Este es el contenido con un enlace.');
    expect(articleTeaching({ ...post, slug: null }).contentUrl).toBe('/blog/t%C3%ADtulo-de-prueba');
  });

  it('article previews stop at 150 characters with an ellipsis', () => {
    const teaching = articleTeaching({ ...post, content: 'palabra '.repeat(60) });
    expect(teaching.description.endsWith('…')).toBe(true);
    expect(teaching.description.length).toBeLessThanOrEqual(151);
  });

  it('videos and audios carry their own URLs, their page and trimmed descriptions', () => {
    expect(videoTeaching(video)).toMatchObject({
      videoUrl: video.video_url,
      description: 'Descripción',
      contentUrl: null,
    });
    expect(videoTeaching({ ...video, slug: 'padre-nuestro' }).contentUrl).toBe('/videos/padre-nuestro');
    expect(audioTeaching(audio)).toMatchObject({
      audioUrl: audio.audio_url,
      description: '',
      thumbnailUrl: audio.cover_art_url,
      contentUrl: '/audios/fundamentos-1',
    });
  });

  it("gives an audio its series' title as topic when merging", () => {
    const merged = mergeTeachings({
      posts: [],
      videos: [],
      audios: [{ ...audio, series_id: 's1' }],
      seriesTitles: new Map([['s1', 'Fundamentos de la fe']]),
    });
    expect(merged[0]?.category).toBe('Fundamentos de la fe');
  });

  it('merges newest first with undated and unreadable dates last', () => {
    const merged = mergeTeachings({ posts: [post], videos: [video], audios: [audio] });
    expect(merged.map((t) => t.id)).toEqual(['audio-a1', 'article-p1', 'video-v1']);
    const sorted = sortTeachings([
      { ...articleTeaching(post), id: 'bad', date: 'no es fecha' },
      { ...articleTeaching(post), id: 'none', date: null },
      articleTeaching(post),
    ]);
    expect(sorted[0]?.id).toBe('article-p1');
  });
});
