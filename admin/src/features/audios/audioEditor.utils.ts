import { emptyMediaForm, type MediaForm, mediaFormFrom, mediaInput } from '../../components/mediaForm.ts';
import type { Audio } from './api.ts';

export interface AudioForm extends MediaForm {
  audioUrl: string;
  coverArtUrl: string;
}

export const emptyAudioForm: AudioForm = { ...emptyMediaForm, audioUrl: '', coverArtUrl: '' };

export function formFromAudio(audio: Audio): AudioForm {
  return {
    ...mediaFormFrom(audio),
    audioUrl: audio.audio_url,
    coverArtUrl: audio.cover_art_url ?? '',
  };
}

/** Input for audioSchema plus published_at, which docs/spec.md §4 resets on every save. */
export function audioInput(form: AudioForm, now: Date) {
  const media = mediaInput(form, now);
  return {
    ...media,
    input: {
      ...media.input,
      audio_url: form.audioUrl.trim(),
      cover_art_url: form.coverArtUrl,
    },
  };
}
