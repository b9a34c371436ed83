import { type FormEvent, useState } from 'react';
import { longDate } from '../../lib/dates.ts';
import { adminMessages } from '../../lib/messages.ts';
import type { Note } from './api.ts';

const copy = adminMessages.followUps;

/** The item's notes, oldest first with who wrote each, and the form that adds one (emptied once added). */
export function FollowUpNotes({
  notes,
  emails,
  busy,
  onAdd,
}: {
  notes: Note[];
  emails: Map<string, string>;
  busy: boolean;
  /** Whether the note was added. */
  onAdd(note: string): Promise<boolean>;
}) {
  const [note, setNote] = useState('');
  const submitNote = async (event: FormEvent) => {
    event.preventDefault();
    if (await onAdd(note)) setNote('');
  };
  return (
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
  );
}
