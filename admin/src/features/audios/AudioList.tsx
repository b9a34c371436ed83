import { MediaList, type MediaListConfig } from '../../components/MediaList.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { type AudioListRow, deleteAudio, listAudios } from './api.ts';

const config: MediaListConfig<AudioListRow> = {
  basePath: '/audios',
  copy: adminMessages.audios,
  newLabel: 'Nuevo audio',
  searchLabel: 'Buscar por título, URL o serie',
  personHeader: 'Predicador',
  load: listAudios,
  remove: deleteAudio,
  details: (row) => (
    <>
      <p className="break-all text-ink-700">{row.audio_url}</p>
      {row.series && <p className="text-ink-700">Serie: {row.series}</p>}
    </>
  ),
};

/** 'Gestión de Audios': search on title, URL or series. */
export function AudioList() {
  return <MediaList config={config} />;
}
