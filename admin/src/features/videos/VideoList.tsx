import { MediaList, type MediaListConfig } from '../../components/MediaList.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { deleteVideo, listVideos, type VideoListRow } from './api.ts';

const config: MediaListConfig<VideoListRow> = {
  basePath: '/videos',
  copy: adminMessages.videos,
  newLabel: 'Nuevo video',
  searchLabel: 'Buscar por título o URL',
  personHeader: 'Autor',
  load: listVideos,
  remove: deleteVideo,
  details: (row) => <p className="break-all text-ink-700">{row.video_url}</p>,
};

/** 'Gestión de Videos': search on title or URL. */
export function VideoList() {
  return <MediaList config={config} />;
}
