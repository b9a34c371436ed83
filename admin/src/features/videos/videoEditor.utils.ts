import { mediaPublishedAt } from '../../lib/publishedAt.ts';
import { formatTags, parseTags } from '../../lib/tags.ts';
import type { Video } from './api.ts';

export interface VideoForm {
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string;
  duration: string;
  tags: string;
  isPublished: boolean;
}

export const emptyVideoForm: VideoForm = {
  title: '',
  description: '',
  videoUrl: '',
  thumbnailUrl: '',
  duration: '',
  tags: '',
  isPublished: false,
};

export function formFromVideo(video: Video): VideoForm {
  return {
    title: video.title,
    description: video.description ?? '',
    videoUrl: video.video_url,
    thumbnailUrl: video.thumbnail_url ?? '',
    duration: video.duration_seconds === null ? '' : String(video.duration_seconds),
    tags: formatTags(video.tags),
    isPublished: video.is_published,
  };
}

/** Input for videoSchema plus published_at, which spec §4 resets on every save. */
export function videoInput(form: VideoForm, now: Date) {
  return {
    input: {
      title: form.title,
      description: form.description,
      video_url: form.videoUrl.trim(),
      thumbnail_url: form.thumbnailUrl,
      duration_seconds: form.duration,
      tags: parseTags(form.tags),
      is_published: form.isPublished,
    },
    published_at: mediaPublishedAt(form.isPublished, now),
  };
}
