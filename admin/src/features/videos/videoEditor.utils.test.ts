import { describe, expect, it } from 'vitest';
import type { Video } from './api.ts';
import { emptyVideoForm, formFromVideo, videoInput } from './videoEditor.utils.ts';

const now = new Date('2025-06-07T10:00:00.000Z');

describe('videoInput', () => {
  it.each([
    [true, now.toISOString()],
    [false, null],
  ])('published %s → published_at %j', (isPublished, publishedAt) => {
    expect(videoInput({ ...emptyVideoForm, isPublished }, now).published_at).toBe(publishedAt);
  });

  it('parses tags and trims the URL', () => {
    const { input } = videoInput(
      { ...emptyVideoForm, tags: 'fe, ,oración', videoUrl: ' https://x.org/v ' },
      now,
    );
    expect(input).toMatchObject({ tags: ['fe', 'oración'], video_url: 'https://x.org/v' });
  });
});

describe('formFromVideo', () => {
  it('shows a missing duration as empty text', () => {
    const video = {
      title: 'T',
      video_url: 'https://x.org',
      duration_seconds: null,
      tags: [],
    } as unknown as Video;
    expect(formFromVideo(video)).toMatchObject({ duration: '', thumbnailUrl: '', description: '' });
  });
});
