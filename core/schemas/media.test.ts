import { describe, expect, it } from 'vitest';
import { audioSchema, videoSchema } from './media.ts';

const video = {
  title: 'Video',
  description: '',
  video_url: 'https://media.example.org/v',
  thumbnail_url: '',
  duration_seconds: '',
  tags: [],
  is_published: true,
};

describe('videoSchema', () => {
  it('stores empty thumbnail and duration as null', () => {
    expect(videoSchema.parse(video)).toMatchObject({
      thumbnail_url: null,
      duration_seconds: null,
      description: null,
    });
  });

  it.each([
    ['90', 90],
    ['90.7', 90],
  ])('duration %s → %d', (text, seconds) => {
    expect(videoSchema.parse({ ...video, duration_seconds: text }).duration_seconds).toBe(seconds);
  });

  it.each([
    [{ title: ' ' }, 'El título es obligatorio.'],
    [{ video_url: 'no-url' }, 'Introduce una URL válida.'],
    [{ video_url: 'javascript:alert(1)' }, 'Introduce una URL válida.'],
    [{ thumbnail_url: 'ftp://x.org/a' }, 'Introduce una URL válida.'],
    [{ duration_seconds: 'diez' }, 'La duración debe ser un número.'],
  ])('rejects %j with %s', (change, message) => {
    const result = videoSchema.safeParse({ ...video, ...change });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('audioSchema', () => {
  it('stores an empty cover as null', () => {
    const audio = { ...video, audio_url: 'https://media.example.org/a.mp3', cover_art_url: ' ' };
    expect(audioSchema.parse(audio)).toMatchObject({ cover_art_url: null });
  });
});
