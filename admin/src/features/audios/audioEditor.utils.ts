import { mediaPublishedAt } from '../../lib/publishedAt.ts';
import { formatTags, parseTags } from '../../lib/tags.ts';
import type { Audio } from './api.ts';

export interface AudioForm {
  title: string;
  description: string;
  audioUrl: string;
  coverArtUrl: string;
  series: string;
  duration: string;
  tags: string;
  isPublished: boolean;
}

export const emptyAudioForm: AudioForm = {
  title: '',
  description: '',
  audioUrl: '',
  coverArtUrl: '',
  series: '',
  duration: '',
  tags: '',
  isPublished: false,
};

export function formFromAudio(audio: Audio): AudioForm {
  return {
    title: audio.title,
    description: audio.description ?? '',
    audioUrl: audio.audio_url,
    coverArtUrl: audio.cover_art_url ?? '',
    series: audio.series ?? '',
    duration: audio.duration_seconds === null ? '' : String(audio.duration_seconds),
    tags: formatTags(audio.tags),
    isPublished: audio.is_published,
  };
}

/** Input for audioSchema plus published_at, which spec §4 resets on every save. */
export function audioInput(form: AudioForm, now: Date) {
  return {
    input: {
      title: form.title,
      description: form.description,
      audio_url: form.audioUrl.trim(),
      cover_art_url: form.coverArtUrl,
      series: form.series,
      duration_seconds: form.duration,
      tags: parseTags(form.tags),
      is_published: form.isPublished,
    },
    published_at: mediaPublishedAt(form.isPublished, now),
  };
}
