import { useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { answerRequest, type JoinRequestRow } from './api.ts';

const copy = adminMessages.groups.requests;

function Contact({ row }: { row: JoinRequestRow }) {
  return (
    <p className="text-ink-700">
      {[row.email, row.phone && `${row.phone}${row.whatsapp_consent ? ` (${copy.whatsapp})` : ''}`]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}

/** The group's requests: pending ones with Aceptar / Rechazar, then who is in. */
export function JoinRequests({
  requests,
  capacity,
  onChanged,
}: {
  requests: readonly JoinRequestRow[];
  capacity: number;
  onChanged(): void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const pending = requests.filter((row) => row.status === 'pending');
  const members = requests.filter((row) => row.status === 'accepted');

  const answer = async (row: JoinRequestRow, action: 'accept' | 'decline') => {
    setBusy(row.id);
    try {
      await answerRequest(row.id, action);
      toast.success(action === 'accept' ? copy.accepted(row.name) : copy.declinedDone(row.name));
      onChanged();
    } catch (error) {
      toast.error(copy.answerError, errorDetail(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="mt-8" aria-labelledby="group-requests">
      <h2 id="group-requests" className="text-xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-1 text-ink-700">{copy.places(members.length, capacity)}</p>
      <h3 className="mt-4 font-semibold">{copy.pending}</h3>
      {pending.length === 0 ? (
        <p className="mt-2 text-ink-700">{copy.noPending}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {pending.map((row) => (
            <li key={row.id} className="card flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">{row.name}</p>
                <Contact row={row} />
                {row.message && <p className="mt-1 italic">«{row.message}»</p>}
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-primary"
                  disabled={busy !== null}
                  aria-label={copy.acceptOf(row.name)}
                  onClick={() => answer(row, 'accept')}
                >
                  {copy.accept}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy !== null}
                  aria-label={copy.declineOf(row.name)}
                  onClick={() => answer(row, 'decline')}
                >
                  {copy.decline}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 font-semibold">{copy.members}</h3>
      {members.length === 0 ? (
        <p className="mt-2 text-ink-700">{copy.noMembers}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {members.map((row) => (
            <li key={row.id} className="card">
              <p className="font-semibold">{row.name}</p>
              <Contact row={row} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
