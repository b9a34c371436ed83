import { contentList } from '../../components/contentList.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { TeachingListScreen } from '../teachings/TeachingListScreen.tsx';
import { deleteVideo, listVideos, type VideoListRow } from './api.ts';

const videos = contentList<VideoListRow>({
  basePath: '/videos',
  copy: adminMessages.resources.videos,
  remove: (row) => deleteVideo(row.id),
  details: (row) => <p className="break-all text-ink-700">{row.video_url}</p>,
});

/** 'Gestión de Videos': search on title or URL. */
export function VideoList() {
  return <TeachingListScreen load={listVideos} description={videos} />;
}
