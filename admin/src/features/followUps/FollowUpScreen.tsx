import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorDetail } from '#core/supabaseError.ts';
import { FormProblem } from '../../components/FormProblem.tsx';
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
import { FollowUpNotes } from './FollowUpNotes.tsx';
import { OwnerPicker, type Work, WorkForm } from './FollowUpWork.tsx';
import type { SourceView } from './followUps.utils.ts';
import { SourcePanel } from './SourcePanel.tsx';

const copy = adminMessages.followUps;

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
  const [work, setWork] = useState<Work>({ status: 'nuevo', due_on: '', keep: false });
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
  const saveNote = (note: string) =>
    act(async () => {
      await addNote(followUpId, note);
      return copy.noteAdded;
    }, copy.noteError);

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
      <OwnerPicker
        owner={owner}
        owners={owners}
        busy={busy}
        onChange={setOwner}
        onAssign={() => void assign()}
      />
      <WorkForm work={work} busy={busy} onChange={setWork} onSubmit={save} />
      <FollowUpNotes notes={notes} emails={emails} busy={busy} onAdd={saveNote} />
    </section>
  );
}
