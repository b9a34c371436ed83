import { contentList } from '../../components/contentList.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { type AudioListRow, deleteAudio, listAudios } from './api.ts';

const audios = contentList<AudioListRow>({
  basePath: '/audios',
  copy: adminMessages.audios,
  newLabel: 'Nuevo audio',
  searchLabel: 'Buscar por título o URL',
  person: 'Predicador',
  remove: (row) => deleteAudio(row.id),
  details: (row) => (
    <>
      <p className="break-all text-ink-700">{row.audio_url}</p>
      {row.series && <p className="text-ink-700">Serie: {row.series.title}</p>}
    </>
  ),
});

/** 'Gestión de Audios': search on title or URL; each row names its series. */
export function AudioList() {
  const list = usePagedList(listAudios);
  return <ListScreen list={list} description={audios} />;
}
