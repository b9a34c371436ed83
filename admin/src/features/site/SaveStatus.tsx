import { siteCopy } from './siteCopy.ts';
import type { SaveState } from './useAreaEditor.ts';

const copy = siteCopy.draft;
const clock = (date: Date) => new Intl.DateTimeFormat('es-ES', { timeStyle: 'short' }).format(date);

/** Where the person's text is: saved as the shared draft, on its way, or safe in this browser. */
export function SaveStatus({ state, savedAt }: { state: SaveState; savedAt: Date | undefined }) {
  let text: string;
  if (state === 'saved') text = savedAt ? copy.saved(clock(savedAt)) : copy.unchanged;
  else if (state === 'pending') text = copy.pending;
  else if (state === 'saving') text = copy.saving;
  else if (state === 'offline') text = copy.offline;
  else if (state === 'forbidden') text = copy.forbidden;
  else text = siteCopy.conflict.title;
  const problem = state === 'offline' || state === 'forbidden' || state === 'conflict';
  return (
    <p role="status" className={`text-sm ${problem ? 'font-semibold text-clay-700' : 'text-ink-700'}`}>
      {text}
    </p>
  );
}
