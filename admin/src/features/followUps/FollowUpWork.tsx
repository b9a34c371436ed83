import type { FormEvent } from 'react';
import { FOLLOW_UP_STATUSES } from '#core/followUps/followUpKinds.ts';
import { SelectInput, TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';

const copy = adminMessages.followUps;

export interface Work {
  status: string;
  due_on: string;
  keep: boolean;
}

const statusOptions = FOLLOW_UP_STATUSES.map((status) => ({ value: status, label: copy.statuses[status] }));

/** Who follows the item up, with its own «Asignar» button. */
export function OwnerPicker({
  owner,
  owners,
  busy,
  onChange,
  onAssign,
}: {
  owner: string;
  owners: { id: string; email: string | null }[];
  busy: boolean;
  onChange(owner: string): void;
  onAssign(): void;
}) {
  return (
    <div className="card grid gap-3 p-4">
      <label htmlFor="follow-up-owner" className="label">
        {copy.owner}
      </label>
      <div className="flex flex-wrap gap-3">
        <select
          id="follow-up-owner"
          className="field max-w-xs"
          value={owner}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{copy.noOwner}</option>
          {owners.map((person) => (
            <option key={person.id} value={person.id}>
              {person.email}
            </option>
          ))}
        </select>
        <button type="button" className="btn-primary" disabled={busy} onClick={onAssign}>
          {copy.assign}
        </button>
      </div>
    </div>
  );
}

/** The item's status, due date and «Conservar», saved together. */
export function WorkForm({
  work,
  busy,
  onChange,
  onSubmit,
}: {
  work: Work;
  busy: boolean;
  onChange(work: Work): void;
  onSubmit(event: FormEvent): void;
}) {
  return (
    <form className="card grid gap-4 p-4 sm:grid-cols-2" onSubmit={onSubmit}>
      <h2 className="text-xl font-bold sm:col-span-2">{copy.work}</h2>
      <SelectInput
        id="follow-up-status"
        label={copy.filters.status}
        value={work.status}
        onChange={(status) => onChange({ ...work, status })}
        options={statusOptions}
      />
      <TextInput
        id="follow-up-due"
        label={copy.dueDate}
        type="date"
        required
        value={work.due_on}
        onChange={(due_on) => onChange({ ...work, due_on })}
      />
      <div className="flex items-start gap-2 sm:col-span-2">
        <input
          id="follow-up-keep"
          type="checkbox"
          className="mt-1 size-4"
          aria-describedby="follow-up-keep-hint"
          checked={work.keep}
          onChange={(event) => onChange({ ...work, keep: event.target.checked })}
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
  );
}
