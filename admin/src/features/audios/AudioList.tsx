import { contentList } from '../../components/contentList.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { TeachingListScreen } from '../teachings/TeachingListScreen.tsx';
import { type AudioListRow, deleteAudio, listAudios } from './api.ts';

const audios = contentList<AudioListRow>({
  basePath: '/audios',
  copy: adminMessages.audios,
  newLabel: adminMessages.audios.newTitle,
  searchLabel: 'Buscar por título, URL o serie',
  person: 'Predicador',
  remove: (row) => deleteAudio(row.id),
  details: (row) => (
    <>
      <p className="break-all text-ink-700">{row.audio_url}</p>
      {row.series && <p className="text-ink-700">Serie: {row.series.title}</p>}
    </>
  ),
});

/** 'Gestión de Audios': search on title, URL or series; each row names its series. */
export function AudioList() {
  return <TeachingListScreen load={listAudios} description={audios} />;
}
