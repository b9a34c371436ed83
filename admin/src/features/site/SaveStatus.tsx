import { formatClock } from '#core/formatTime.ts';
import { adminMessages } from '../../lib/messages.ts';
import type { SaveState } from './useAreaEditor.ts';

const siteCopy = adminMessages.site;

const copy = siteCopy.draft;
const clock = (date: Date) => formatClock(date);

/** Where the person's text is: saved as the shared draft, on its way, or safe in this browser. */
export function SaveStatus({
  state,
  savedAt,
  matchesLive,
}: {
  state: SaveState;
  savedAt: Date | undefined;
  matchesLive: boolean;
}) {
  let text: string;
  if (state === 'saved' && savedAt) text = copy.saved(clock(savedAt));
  else if (state === 'saved') text = matchesLive ? copy.unchanged : copy.unpublished;
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
