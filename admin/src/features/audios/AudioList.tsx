import { contentList } from '../../components/contentList.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { TeachingListScreen } from '../teachings/TeachingListScreen.tsx';
import { type AudioListRow, deleteAudio, listAudios } from './api.ts';

const copy = adminMessages.resources.audios;

const audios = contentList<AudioListRow>({
  basePath: '/audios',
  copy,
  person: copy.fields.speaker,
  remove: (row) => deleteAudio(row.id),
  details: (row) => (
    <>
      <p className="break-all text-ink-700">{row.audio_url}</p>
      {row.series && <p className="text-ink-700">{copy.fields.series(row.series.title)}</p>}
    </>
  ),
});

/** 'Gestión de Audios': search on title, URL or series; each row names its series. */
export function AudioList() {
  return <TeachingListScreen load={listAudios} description={audios} />;
}
