import { Mail, MessageCircle, Phone } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FOLLOW_UP_STATUSES } from '#core/followUps/followUpKinds.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { FormProblem } from '../../components/FormProblem.tsx';
import { longDate } from '../../lib/dates.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import {
  addNote,
  assignFollowUp,
  type FollowUp,
  getFollowUp,
  getSource,
  listNotes,
  type Note,
  possibleOwners,
  saveFollowUp,
  staffEmails,
} from './api.ts';
import { replyLinks, type SourceView, type VisitSource, visitDay } from './followUps.utils.ts';

const copy = adminMessages.followUps;

/** A planned visit: when, where and who, and, in its own words, that the guest cancelled it. */
function VisitLines({ visit }: { visit: VisitSource }) {
  return (
    <>
      <p className="font-semibold first-letter:uppercase">
        {copy.visit.when(visitDay(visit), visit.serviceName)}
      </p>
      {visit.place && <p>{copy.visit.place(visit.place)}</p>}
      <p>{copy.visit.party(visit.partySize, visit.children)}</p>
      {visit.cancelledAt ? (
        <p className="rounded-lg border-l-4 border-clay-700 bg-clay-100 p-3 font-semibold text-ink-900">
          {copy.visit.cancelled(longDate(visit.cancelledAt))}
        </p>
      ) : (
        <p className="font-semibold text-navy-800">{copy.visit.planned}</p>
      )}
    </>
  );
}

function SourcePanel({ item, source }: { item: FollowUp; source: SourceView | null | undefined }) {
  if (source === undefined) return null;
  if (source === null) return <p className="card p-4">{copy.sourceGone}</p>;
  const links = replyLinks(item.kind, source);
  return (
    <div className="card grid gap-3 p-4">
      <h2 className="text-xl font-bold">{copy.source}</h2>
      <p className="font-semibold">{source.name}</p>
      {source.createdAt && (
        <p className="text-sm text-ink-700">{copy.receivedOn(longDate(source.createdAt))}</p>
      )}
      {source.visit && <VisitLines visit={source.visit} />}
      {source.lines.map((line) => (
        <p key={line} className="max-w-prose whitespace-pre-line">
          {line}
        </p>
      ))}
      {source.decidePath && (
        <Link to={source.decidePath} className="btn-primary justify-self-start">
          {copy.decideGroup}
        </Link>
      )}
      <h3 className="font-semibold">{copy.replies}</h3>
      <div className="flex flex-wrap gap-3">
        {links.email && (
          <a className="btn-secondary" href={links.email}>
            <Mail className="size-4" aria-hidden="true" /> {copy.email}
          </a>
        )}
        {links.whatsapp && (
          <a className="btn-secondary" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="size-4" aria-hidden="true" /> {copy.whatsapp}
          </a>
        )}
        {links.call && (
          <a className="btn-secondary" href={links.call}>
            <Phone className="size-4" aria-hidden="true" /> {copy.call}
          </a>
        )}
        {!links.email && !links.call && <p>{copy.noWay}</p>}
      </div>
    </div>
  );
}

/** One item: its source and replies, owner, status, due date, «Conservar» and the notes timeline. */
export function FollowUpScreen() {
  const { followUpId = '' } = useParams();
  const toast = useToast();
  const [item, setItem] = useState<FollowUp | null>(null);
  const [source, setSource] = useState<SourceView | null | undefined>(undefined);
  const [owners, setOwners] = useState<{ id: string; email: string | null }[]>([]);
  const [emails, setEmails] = useState<Map<string, string>>(new Map());
  const [notes, setNotes] = useState<Note[]>([]);
  const [owner, setOwner] = useState('');
  const [work, setWork] = useState({ status: 'nuevo', due_on: '', keep: false });
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const found = await getFollowUp(followUpId);
      setItem(found);
      setOwner(found.owner_id ?? '');
      setWork({ status: found.status, due_on: found.due_on, keep: found.keep });
      const [from, people, team, timeline] = await Promise.all([
        getSource(found),
        possibleOwners(found.kind),
        staffEmails(),
        listNotes(found.id),
      ]);
      setSource(from);
      setOwners(people);
      setEmails(team);
      setNotes(timeline);
    } catch (failure) {
      setError(`${copy.loadError}: ${errorDetail(failure)}`);
    }
  }, [followUpId]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (run: () => Promise<string>, failed: string) => {
    setBusy(true);
    try {
      toast.success(await run());
      await load();
      return true;
    } catch (failure) {
      toast.error(failed, errorDetail(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const assign = () =>
    act(async () => {
      const { emailed } = await assignFollowUp(followUpId, owner || null);
      return emailed ? copy.assignedEmailed : copy.assigned;
    }, copy.assignError);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await saveFollowUp(followUpId, work);
      return copy.saved;
    }, copy.saveError);
  };
  const submitNote = async (event: FormEvent) => {
    event.preventDefault();
    const added = await act(async () => {
      await addNote(followUpId, note);
      return copy.noteAdded;
    }, copy.noteError);
    if (added) setNote('');
  };

  if (!item)
    return (
      <section className="grid gap-4">
        <Link to="/seguimiento" className="text-navy-700 underline">
          {copy.back}
        </Link>
        <FormProblem boxed>{error}</FormProblem>
      </section>
    );
  return (
    <section className="grid gap-6">
      <div>
        <Link to="/seguimiento" className="text-navy-700 underline">
          {copy.back}
        </Link>
        <h1 className="mt-2 text-2xl font-bold">{copy.itemTitle(copy.kinds[item.kind])}</h1>
      </div>
      <SourcePanel item={item} source={source} />
      <div className="card grid gap-3 p-4">
        <label htmlFor="follow-up-owner" className="label">
          {copy.owner}
        </label>
        <div className="flex flex-wrap gap-3">
          <select
            id="follow-up-owner"
            className="field max-w-xs"
            value={owner}
            onChange={(event) => setOwner(event.target.value)}
          >
            <option value="">{copy.noOwner}</option>
            {owners.map((person) => (
              <option key={person.id} value={person.id}>
                {person.email}
              </option>
            ))}
          </select>
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void assign()}>
            {copy.assign}
          </button>
        </div>
      </div>
      <form className="card grid gap-4 p-4 sm:grid-cols-2" onSubmit={save}>
        <h2 className="text-xl font-bold sm:col-span-2">{copy.work}</h2>
        <div>
          <label htmlFor="follow-up-status" className="label">
            {copy.filters.status}
          </label>
          <select
            id="follow-up-status"
            className="field"
            value={work.status}
            onChange={(event) => setWork({ ...work, status: event.target.value })}
          >
            {FOLLOW_UP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="follow-up-due" className="label">
            {copy.dueDate}
          </label>
          <input
            id="follow-up-due"
            type="date"
            required
            className="field"
            value={work.due_on}
            onChange={(event) => setWork({ ...work, due_on: event.target.value })}
          />
        </div>
        <div className="flex items-start gap-2 sm:col-span-2">
          <input
            id="follow-up-keep"
            type="checkbox"
            className="mt-1 size-4"
            aria-describedby="follow-up-keep-hint"
            checked={work.keep}
            onChange={(event) => setWork({ ...work, keep: event.target.checked })}
          />
          <div>
            <label htmlFor="follow-up-keep" className="font-semibold">
              {copy.keep}
            </label>
            <p id="follow-up-keep-hint" className="text-sm text-ink-700">
              {copy.keepHint}
            </p>
          </div>
        </div>
        <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
          {copy.save}
        </button>
      </form>
      <div className="card grid gap-3 p-4">
        <h2 className="text-xl font-bold">{copy.notes}</h2>
        {notes.length === 0 ? (
          <p>{copy.noNotes}</p>
        ) : (
          <ol className="grid gap-3">
            {notes.map((entry) => (
              <li key={entry.id} className="border-l-4 border-cream-300 pl-3">
                <p className="text-sm text-ink-700">
                  {(entry.author_id && emails.get(entry.author_id)) || copy.unknownPerson} ·{' '}
                  {longDate(entry.created_at)}
                </p>
                <p className="whitespace-pre-line">{entry.body}</p>
              </li>
            ))}
          </ol>
        )}
        <form className="grid gap-2" onSubmit={submitNote}>
          <label htmlFor="follow-up-note" className="label">
            {copy.newNote}
          </label>
          <textarea
            id="follow-up-note"
            className="field min-h-24"
            required
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <button type="submit" className="btn-secondary justify-self-start" disabled={busy}>
            {copy.addNote}
          </button>
        </form>
      </div>
    </section>
  );
}
