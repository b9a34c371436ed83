import { type VideoFields, videoSchema } from '#core/schemas/media.ts';
import { MediaEditor, type MediaEditorConfig } from '../../components/MediaEditor.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { linksFromRow } from '../teachings/teachingLinks.ts';
import { getVideo, saveVideo, type VideoWithSpeakers } from './api.ts';
import { emptyVideoForm, formFromVideo, type VideoForm, videoInput } from './videoEditor.utils.ts';

const copy = adminMessages.resources.videos;

const config: MediaEditorConfig<VideoForm, VideoWithSpeakers, VideoFields> = {
  kind: 'video',
  fields: [
    { key: 'videoUrl', id: 'url', label: copy.fields.url, kind: 'url', required: true },
    { key: 'thumbnailUrl', id: 'thumbnail', label: copy.fields.thumbnail, kind: 'url' },
  ],
  emptyForm: emptyVideoForm,
  load: getVideo,
  toForm: formFromVideo,
  toLinks: (row) => linksFromRow(row, row.video_speakers),
  toInput: videoInput,
  schema: videoSchema,
  save: saveVideo,
};

/** /videos/new and /videos/edit/:videoId (MediaEditor). */
export const VideoEditor = () => <MediaEditor config={config} />;
