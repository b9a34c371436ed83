import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { getGroup } from './api.ts';
import { GroupEditor } from './GroupEditor.tsx';
import { emptyGroup, groupFormValues } from './groupForm.ts';
import { JoinRequests } from './JoinRequests.tsx';

const copy = adminMessages.groups;
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

  const back = (
    <Link
      to="/grupos"
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-700 underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {copy.backToList}
    </Link>
  );
  if (isNew)
    return (
      <section className="max-w-4xl">
        {back}
        <h1 className="mt-2 text-2xl font-bold">{copy.create}</h1>
        <GroupEditor id={null} initial={emptyGroup} onSaved={() => undefined} />
      </section>
    );
  if (state.error) return <ErrorPanel title={copy.loadError} error={state.error} />;
  if (!state.data) return <Spinner label={adminMessages.common.loading} />;
  const { group, privateDetails, requests } = state.data;
  return (
    <section className="max-w-4xl">
      {back}
      <h1 className="mt-2 text-2xl font-bold">{copy.edit(group.name)}</h1>
      <GroupEditor
        key={group.id}
        id={group.id}
        initial={groupFormValues(group, privateDetails)}
        onSaved={load}
      />
      <JoinRequests requests={requests} capacity={group.capacity} onChanged={load} />
    </section>
  );
}
