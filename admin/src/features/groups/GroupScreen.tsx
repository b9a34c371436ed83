import { useParams } from 'react-router';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { RecordScreen } from '../../components/RecordScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { getGroup } from './api.ts';
import { GroupEditor } from './GroupEditor.tsx';
import { emptyGroup, groupFormValues } from './groupForm.ts';
import { JoinRequests } from './JoinRequests.tsx';

const copy = adminMessages.groups;
const back = { to: '/grupos', label: copy.backToList };

/** /grupos/:groupId (or /grupos/nuevo): the group's editor and its join requests. */
export function GroupScreen() {
  const { groupId = '' } = useParams();
  const isNew = groupId === 'nuevo';
  const { data, error, reload } = useLoad(groupId, isNew ? null : () => getGroup(groupId));

  if (isNew)
    return (
      <RecordScreen back={back} title={copy.create}>
        <GroupEditor id={null} initial={emptyGroup} onSaved={() => undefined} />
      </RecordScreen>
    );
  if (error) return <ErrorPanel title={copy.loadError} error={error} />;
  if (!data) return <Spinner label={adminMessages.common.loading} />;
  const { group, privateDetails, requests } = data;
  return (
    <RecordScreen back={back} title={copy.edit(group.name)}>
      <GroupEditor
        key={group.id}
        id={group.id}
        initial={groupFormValues(group, privateDetails)}
        onSaved={reload}
      />
      <JoinRequests requests={requests} capacity={group.capacity} onChanged={reload} />
    </RecordScreen>
  );
}
