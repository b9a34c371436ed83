import { DialogListScreen } from '../../components/DialogListScreen.tsx';
import type { ListDescription } from '../../components/ListScreen.tsx';
import { dateColumn } from '../../components/listColumns.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteSpeaker, listSpeakers, type Speaker } from './api.ts';
import { SpeakerDialog } from './SpeakerDialog.tsx';
import { emptySpeakerForm, formFromSpeaker, type SpeakerForm } from './speakerForm.ts';

const copy = adminMessages.speakers;
type Editing = { id?: string; initial: SpeakerForm };

function speakerList(edit: (editing: Editing) => void): ListDescription<Speaker> {
  return {
    title: copy.listTitle,
    loadError: copy.loadListError,
    searchLabel: 'Buscar por nombre o slug',
    rowLabel: (row) => `predicador ${row.name}`,
    create: { label: 'Nuevo predicador', onClick: () => edit({ initial: emptySpeakerForm }) },
    onEdit: (row) => edit({ id: row.id, initial: formFromSpeaker(row) }),
    remove: { run: (row) => deleteSpeaker(row.id), done: copy.deleted, failed: copy.deleteError },
    columns: [
      {
        header: 'Nombre',
        cell: (row) => (
          <>
            <p className="font-semibold">{row.name}</p>
            <p className="break-all text-ink-700">/predicadores/{row.slug}</p>
          </>
        ),
      },
      { header: 'Biografía', cell: (row) => row.bio ?? adminMessages.common.notAvailable },
      dateColumn('Creado', (row) => row.created_at),
    ],
  };
}

/** 'Predicadores': pastors and guests credited on teachings (not staff accounts). */
export function SpeakerList() {
  const list = usePagedList(listSpeakers);
  return (
    <DialogListScreen
      list={list}
      description={speakerList}
      dialog={(editing: Editing, onClose) => (
        <SpeakerDialog speakerId={editing.id} initial={editing.initial} onClose={onClose} />
      )}
    />
  );
}
