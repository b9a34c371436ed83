import { emptyMediaForm, type MediaForm, mediaFormFrom, mediaInput } from '../../components/mediaForm.ts';
import type { Video } from './api.ts';

export interface VideoForm extends MediaForm {
  videoUrl: string;
  thumbnailUrl: string;
}

export const emptyVideoForm: VideoForm = { ...emptyMediaForm, videoUrl: '', thumbnailUrl: '' };

export function formFromVideo(video: Video): VideoForm {
  return { ...mediaFormFrom(video), videoUrl: video.video_url, thumbnailUrl: video.thumbnail_url ?? '' };
}

/** Input for videoSchema plus published_at, which docs/spec.md §4 resets on every save. */
export function videoInput(form: VideoForm, now: Date) {
  const media = mediaInput(form, now);
  return {
    ...media,
    input: { ...media.input, video_url: form.videoUrl.trim(), thumbnail_url: form.thumbnailUrl },
  };
}
