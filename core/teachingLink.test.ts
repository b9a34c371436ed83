import { describe, expect, it } from 'vitest';
import { teachingLink } from './teachingLink.ts';

const base = { contentUrl: null, videoUrl: null, audioUrl: null };

describe('teachingLink', () => {
  it.each([
    ['an article uses its content URL', { ...base, type: 'article', contentUrl: '/blog/a' }, '/blog/a'],
    [
      'a video opens its page',
      { ...base, type: 'video', videoUrl: 'https://v', contentUrl: '/videos/x' },
      '/videos/x',
    ],
    [
      'a video without a page uses its video URL',
      { ...base, type: 'video', videoUrl: 'https://v' },
      'https://v',
    ],
    [
      'an audio without a page uses its audio URL',
      { ...base, type: 'audio', audioUrl: 'https://a.mp3' },
      'https://a.mp3',
    ],
    ['blank URLs count as missing', { ...base, type: 'audio', audioUrl: '  ' }, null],
    ['nothing at all', { ...base, type: 'article' }, null],
  ] as const)('%s', (_name, teaching, expected) => {
    expect(teachingLink(teaching)).toBe(expected);
  });
});
