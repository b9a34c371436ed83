import { DialogListScreen, dialogRows, type Editing } from '../../components/DialogListScreen.tsx';
import type { ListDescription } from '../../components/ListScreen.tsx';
import { dateColumn, pageColumn } from '../../components/listColumns.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { deleteSpeaker, listSpeakers, type Speaker } from './api.ts';
import { SpeakerDialog } from './SpeakerDialog.tsx';
import { emptySpeakerForm, formFromSpeaker, type SpeakerForm } from './speakerForm.ts';

const copy = adminMessages.resources.speakers;
const { fields } = adminMessages.common;

function speakerList(edit: (editing: Editing<SpeakerForm>) => void): ListDescription<Speaker> {
  return {
    ...dialogRows(edit, {
      copy,
      emptyForm: () => emptySpeakerForm,
      toForm: formFromSpeaker,
      remove: deleteSpeaker,
    }),
    searchLabel: copy.actions.search,
    rowLabel: (row) => copy.rowLabel(row.name),
    columns: [
      pageColumn(
        fields.name,
        (row) => row.name,
        (row) => `/predicadores/${row.slug}`,
      ),
      { header: copy.fields.bio, cell: (row) => row.bio ?? adminMessages.common.notAvailable },
      dateColumn(fields.created, (row) => row.created_at),
    ],
  };
}

/** 'Predicadores': pastors and guests credited on teachings (not staff accounts). */
export function SpeakerList() {
  return <DialogListScreen load={listSpeakers} description={speakerList} Dialog={SpeakerDialog} />;
}
