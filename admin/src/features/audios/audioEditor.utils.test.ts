import { describe, expect, it } from 'vitest';
import type { Audio } from './api.ts';
import { audioInput, emptyAudioForm, formFromAudio } from './audioEditor.utils.ts';

const now = new Date('2025-06-07T10:00:00.000Z');

describe('audioInput', () => {
  it.each([
    [true, now.toISOString()],
    [false, null],
  ])('published %s → published_at %j', (isPublished, publishedAt) => {
    expect(audioInput({ ...emptyAudioForm, isPublished }, now).published_at).toBe(publishedAt);
  });

  it('parses tags and trims the URL', () => {
    const { input } = audioInput(
      { ...emptyAudioForm, tags: 'fe, ,oración', audioUrl: ' https://x.org/v ' },
      now,
    );
    expect(input).toMatchObject({ tags: ['fe', 'oración'], audio_url: 'https://x.org/v' });
  });
});

describe('formFromAudio', () => {
  it('shows a missing duration as empty text', () => {
    const audio = {
      title: 'T',
      audio_url: 'https://x.org',
      duration_seconds: null,
      tags: [],
    } as unknown as Audio;
    expect(formFromAudio(audio)).toMatchObject({ duration: '', coverArtUrl: '', description: '' });
  });
});
