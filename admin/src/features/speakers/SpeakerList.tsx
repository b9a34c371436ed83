import { DialogListScreen, dialogRows, type Editing } from '../../components/DialogListScreen.tsx';
import type { ListDescription } from '../../components/ListScreen.tsx';
import { dateColumn, pageColumn } from '../../components/listColumns.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { deleteSpeaker, listSpeakers, type Speaker } from './api.ts';
import { SpeakerDialog } from './SpeakerDialog.tsx';
import { emptySpeakerForm, formFromSpeaker, type SpeakerForm } from './speakerForm.ts';

function speakerList(edit: (editing: Editing<SpeakerForm>) => void): ListDescription<Speaker> {
  return {
    ...dialogRows(edit, {
      copy: adminMessages.speakers,
      createLabel: 'Nuevo predicador',
      emptyForm: () => emptySpeakerForm,
      toForm: formFromSpeaker,
      remove: deleteSpeaker,
    }),
    searchLabel: 'Buscar por nombre o slug',
    rowLabel: (row) => `predicador ${row.name}`,
    columns: [
      pageColumn(
        'Nombre',
        (row) => row.name,
        (row) => `/predicadores/${row.slug}`,
      ),
      { header: 'Biografía', cell: (row) => row.bio ?? adminMessages.common.notAvailable },
      dateColumn('Creado', (row) => row.created_at),
    ],
  };
}

/** 'Predicadores': pastors and guests credited on teachings (not staff accounts). */
export function SpeakerList() {
  return <DialogListScreen load={listSpeakers} description={speakerList} Dialog={SpeakerDialog} />;
}
