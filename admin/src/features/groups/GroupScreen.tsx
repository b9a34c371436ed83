import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { RecordScreen } from '../../components/RecordScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { getGroup } from './api.ts';
import { GroupEditor } from './GroupEditor.tsx';
import { emptyGroup, groupFormValues } from './groupForm.ts';
import { JoinRequests } from './JoinRequests.tsx';

const copy = adminMessages.groups;
const back = { to: '/grupos', label: copy.backToList };
type Loaded = Awaited<ReturnType<typeof getGroup>>;

/** /grupos/:groupId (or /grupos/nuevo): the group's editor and its join requests. */
export function GroupScreen() {
  const { groupId = '' } = useParams();
  const isNew = groupId === 'nuevo';
  const [state, setState] = useState<{ data?: Loaded; error?: unknown }>({});
  const load = useCallback(() => {
    if (isNew) return;
    getGroup(groupId).then(
      (data) => setState({ data }),
      (error: unknown) => setState({ error }),
    );
  }, [groupId, isNew]);
  useEffect(load, [load]);

  if (isNew)
    return (
      <RecordScreen back={back} title={copy.create}>
        <GroupEditor id={null} initial={emptyGroup} onSaved={() => undefined} />
      </RecordScreen>
    );
  if (state.error) return <ErrorPanel title={copy.loadError} error={state.error} />;
  if (!state.data) return <Spinner label={adminMessages.common.loading} />;
  const { group, privateDetails, requests } = state.data;
  return (
    <RecordScreen back={back} title={copy.edit(group.name)}>
      <GroupEditor
        key={group.id}
        id={group.id}
        initial={groupFormValues(group, privateDetails)}
        onSaved={load}
      />
      <JoinRequests requests={requests} capacity={group.capacity} onChanged={load} />
    </RecordScreen>
  );
}
