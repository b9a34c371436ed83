import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink.tsx';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { getRegistration, timingOf } from './api.ts';
import { RegistrationDates } from './RegistrationDates.tsx';
import { RegistrationSettingsForm } from './RegistrationSettingsForm.tsx';
import { registrationDates } from './registrationDates.ts';
import { useReloadable } from './useReloadable.ts';

const copy = adminMessages.signups;

/** Loading, not found or failed, each with its way back to «Inscripciones». */
export function LoadProblem({
  state,
}: {
  state: { kind: 'loading' | 'notFound' | 'error'; error?: unknown };
}) {
  if (state.kind === 'loading') return <Spinner label={adminMessages.common.loading} />;
  return (
    <ErrorPanel title={copy.loadError} error={state.kind === 'error' ? state.error : copy.notFound}>
      <Link to="/inscripciones" className="btn-secondary mt-3">
        {copy.backToList}
      </Link>
    </ErrorPanel>
  );
}

/** /inscripciones/:eventId: the event's registration setup and its dates. */
export function RegistrationScreen() {
  const { eventId = '' } = useParams();
  const { state, reload } = useReloadable(eventId, () => getRegistration(eventId));
  // The dates are worked out from the moment the screen opened, so a reload does not reorder them.
  const [now] = useState(() => new Date());
  if (state.kind !== 'ready') return <LoadProblem state={state} />;
  const { event, list, dates, counts } = state.data;
  return (
    <section className="max-w-5xl">
      <BackLink to="/inscripciones" label={copy.backToList} />
      <h1 className="mt-2 text-2xl font-bold">{copy.manage(event.title)}</h1>
      {!event.is_published && <p className="mt-2 text-ink-700">{copy.draftEvent}</p>}
      <RegistrationSettingsForm key={list?.id ?? 'new'} eventId={event.id} list={list} onSaved={reload} />
      {list ? (
        <RegistrationDates
          eventId={event.id}
          listId={list.id}
          listCapacity={list.capacity}
          dates={registrationDates(timingOf(event), list, dates, counts, now)}
          onChanged={reload}
        />
      ) : (
        <p className="card mt-8">{copy.dates.needsSetup}</p>
      )}
    </section>
  );
}
