import { useParams } from 'react-router';
import { type VideoFields, videoSchema } from '#core/schemas/media.ts';
import { MediaEditor, type MediaEditorConfig } from '../../components/MediaEditor.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { getVideo, saveVideo, type Video } from './api.ts';
import { emptyVideoForm, formFromVideo, type VideoForm, videoInput } from './videoEditor.utils.ts';

const config: MediaEditorConfig<VideoForm, Video, VideoFields> = {
  idPrefix: 'video',
  listPath: '/videos',
  titles: { create: 'Nuevo video', edit: 'Editar video' },
  copy: adminMessages.videos,
  fields: [
    { key: 'videoUrl', id: 'url', label: 'URL del video', kind: 'url', required: true },
    { key: 'thumbnailUrl', id: 'thumbnail', label: 'URL de la miniatura', kind: 'url' },
  ],
  emptyForm: emptyVideoForm,
  load: getVideo,
  toForm: formFromVideo,
  toInput: videoInput,
  schema: videoSchema,
  save: saveVideo,
};

/** /videos/new and /videos/edit/:videoId; saving returns to the list (spec §4). */
export function VideoEditor() {
  const { videoId } = useParams();
  return <MediaEditor id={videoId} config={config} />;
}
