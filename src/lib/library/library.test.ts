import { describe, expect, it } from 'vitest';
import { testamentGroups } from './bibleIndex.ts';
import { buildLibrary } from './library.ts';
import { audioRow, loaded, passage, postRow, seriesRow, speakerRow, videoRow } from './libraryFixtures.ts';
import { videoPlayback, youtubeAt } from './mediaPages.ts';

const inSeries = (id: string, position: number | null) => ({ series_id: id, series_position: position });
const VTT = 'WEBVTT\n\nIntroducción\n00:00.000 --> 00:05.000\nHola\n';

describe('buildLibrary', () => {
  const library = buildLibrary(
    loaded({
      series: [seriesRow('s1', '2025-01-01T00:00:00Z'), seriesRow('s2', '2025-02-01T00:00:00Z')],
      speakers: [speakerRow('ana'), speakerRow('luis')],
      audios: [
        audioRow('a2', '2025-03-02T00:00:00Z', { ...inSeries('s1', 2), transcript_vtt: VTT }),
        audioRow('a1', '2025-03-09T00:00:00Z', {
          ...inSeries('s1', 1),
          speaker_links: [
            { speaker_id: 'luis', position: 2 },
            { speaker_id: 'ana', position: 1 },
          ],
          scripture_references: [passage('romanos', 8, 28), passage('juan', 3, 16)],
        }),
        audioRow('a3', '2025-03-05T00:00:00Z', {
          ...inSeries('draft-series', 1),
          transcript_vtt: 'WEBVTT\nroto',
        }),
      ],
      videos: [
        videoRow('v1', '2025-03-01T00:00:00Z', {
          ...inSeries('s1', null),
          speaker_links: [{ speaker_id: 'ana', position: 1 }],
          scripture_references: [passage('romanos', 1)],
        }),
      ],
      posts: [
        postRow('p1', '2025-03-03T00:00:00Z', { scripture_references: [passage('romanos', 8, 1)] }),
        postRow('p2', '2025-03-04T00:00:00Z', { slug: 'articulos' }),
      ],
    }),
  );

  it('lists every visible post with a page, video and audio, newest first', () => {
    expect(library.items.map((item) => item.key)).toEqual([
      'audio-a1',
      'audio-a3',
      'article-p1',
      'audio-a2',
      'video-v1',
    ]);
  });

  it('orders series episodes by position, unnumbered last, and numbers seasons oldest first', () => {
    const [first, second] = library.series;
    expect(first?.episodes.map((item) => item.key)).toEqual(['audio-a1', 'audio-a2', 'video-v1']);
    expect(first?.audios.map((item) => item.key)).toEqual(['audio-a1', 'audio-a2']);
    expect([first?.season, second?.season, second?.episodes]).toEqual([1, 2, []]);
  });

  it('drops links to a series visitors cannot see', () => {
    expect(library.items.find((item) => item.key === 'audio-a3')).toMatchObject({
      seriesId: null,
      seriesPosition: null,
    });
  });

  it('credits speakers in order and gives each a page of their teachings', () => {
    expect(library.items.find((item) => item.key === 'audio-a1')?.speakerIds).toEqual(['ana', 'luis']);
    expect(library.speakers.map((page) => [page.speaker.id, page.items.map((item) => item.key)])).toEqual([
      ['ana', ['audio-a1', 'video-v1']],
      ['luis', ['audio-a1']],
    ]);
  });

  it('indexes teachings by book, ordered by chapter and verse', () => {
    expect(
      library.books.map((page) => [page.book.slug, page.entries.map((entry) => entry.item.key)]),
    ).toEqual([
      ['juan', ['audio-a1']],
      ['romanos', ['video-v1', 'article-p1', 'audio-a1']],
    ]);
    const groups = testamentGroups(library.books);
    expect(groups.map((group) => group.books.length)).toEqual([39, 27]);
    expect(groups[1]?.books.find((entry) => entry.book.slug === 'romanos')?.count).toBe(3);
  });

  it('reads transcripts strictly and leaves out one it cannot read', () => {
    const a2 = library.audioPages.find((page) => page.slug === 'audio-a2');
    expect(a2?.transcript).toMatchObject({
      vttPath: '/audios/audio-a2.vtt',
      chapters: [{ title: 'Introducción', start: 0 }],
    });
    const a3 = library.audioPages.find((page) => page.slug === 'audio-a3');
    expect(a3).toMatchObject({ transcript: null, transcriptProblem: expect.stringContaining('línea 2') });
  });
});

describe('videos', () => {
  it.each([
    ['https://media.example.org/v.mp4', 'file'],
    ['https://media.example.org/v.WEBM?x=1', 'file'],
    ['https://www.youtube.com/watch?v=abc', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://vimeo.com/1', 'external'],
    ['no es url', 'external'],
  ])('%s plays as %s', (url, playback) => {
    expect(videoPlayback(url)).toBe(playback);
  });

  it('links YouTube at a time, and nothing else', () => {
    expect(youtubeAt('https://www.youtube.com/watch?v=abc', 83.7)).toBe(
      'https://www.youtube.com/watch?v=abc&t=83s',
    );
    expect(youtubeAt('https://vimeo.com/1', 10)).toBeNull();
  });
});
