import { useEffect, useState } from 'react';
import { formatClock, formatDateAndClock } from '#core/formatTime.ts';
import { dateState, dateStateText, type ListAvailability } from '#core/signups/signupAvailability.ts';
import { signupMessages } from '#site/lib/messages/signupMessages.ts';
import { callFunction } from '#site/lib/prayer/wallApi.ts';
import {
  type BookedDate,
  cancelBookedDate,
  moveBookedDate,
  openBooking,
  requestNewLink,
} from '#site/lib/signups/signupApi.ts';
import { requestLinkCopy } from '../privateLink/requestLinkCopy.ts';
import { LinkNotOpen, usePrivateLinkOpening } from '../privateLink/usePrivateLinkOpening.tsx';

const copy = signupMessages.manage;
/** The loading line, and the form for a new link when this one does not open. */
const linkForm = {
  loading: copy.loading,
  copy: requestLinkCopy(copy, copy.newLinkTitle, copy.newLinkIntro),
  request: requestNewLink,
  idPrefix: 'inscripcion',
};

/** What an opened link gives the page: the session and the booking's dates. */
const openDates = (token: string) =>
  openBooking(token).then((answer) =>
    typeof answer === 'string' ? answer : { session: answer.session, dates: answer.signups },
  );

const whenOf = (date: Pick<BookedDate, 'starts_at' | 'time_zone'>) =>
  formatDateAndClock(new Date(date.starts_at), { dateStyle: 'full', timeZone: date.time_zone });

/** "dom 3 ene, 09:00": short enough for a select on a phone with the places beside it. */
const shortWhen = (start: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('es', { weekday: 'short', day: 'numeric', month: 'short', timeZone })
    .format(new Date(start))
    .replaceAll('.', '')}, ${formatClock(new Date(start), timeZone)}`;

/** Places of the shifts' other dates, read now (as the sign-up form does); none when offline. */
async function availabilityOf(dates: BookedDate[]): Promise<ListAvailability[]> {
  const ids = [...new Set(dates.filter((date) => date.other_dates.length > 0).map((date) => date.list_id))];
  if (ids.length === 0) return [];
  return callFunction<ListAvailability[]>('signup_availability', { list_ids: ids }).catch(() => []);
}

interface SwapProps {
  date: BookedDate;
  lists: ListAvailability[];
  busy: boolean;
  onSwap: (date: BookedDate, newStart: string) => void;
}

/**
 * «Cambiar de fecha» for a serving shift: the other dates of its next weeks with their places; a full
 * date with no waiting list cannot be chosen. The engine decides the new place before freeing the old.
 */
function SwapDate({ date, lists, busy, onSwap }: SwapProps) {
  const list = lists.find((row) => row.list_id === date.list_id);
  const options = date.other_dates.map((start) => {
    const state = list ? dateState(list, new Date(start)) : null;
    const when = shortWhen(start, date.time_zone);
    return {
      start,
      closed: state?.kind === 'closed',
      text: state ? `${when} · ${dateStateText(state)}` : when,
    };
  });
  const [chosen, setChosen] = useState('');
  const selected = chosen || options.find((option) => !option.closed)?.start || '';
  const id = `otra-fecha-${date.id}`;
  return (
    <form
      className="mt-3 flex w-full flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) onSwap(date, selected);
      }}
    >
      <span className="grid grow gap-1">
        <label htmlFor={id} className="field-label">
          {copy.swapLabel}
        </label>
        <select
          id={id}
          className="field"
          value={selected}
          onChange={(event) => setChosen(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.start} value={option.start} disabled={option.closed}>
              {option.text}
            </option>
          ))}
        </select>
      </span>
      <button type="submit" className="btn btn-primary" disabled={busy || !selected}>
        {copy.swap}
      </button>
    </form>
  );
}

/**
 * /inscripcion/gestionar (issue 33 items 1 and 3): the booking a private link opens, date by date, with a
 * button to cancel each active one and, for a serving shift, «Cambiar de fecha». The link is spent on opening; the page then works with the short session the
 * server signed, kept only in memory.
 */
export function SignupManagePage() {
  const { opening, update } = usePrivateLinkOpening(openDates);
  const [busy, setBusy] = useState('');
  const [notice, setNotice] = useState('');
  const [lists, setLists] = useState<ListAvailability[]>([]);

  const bookedDates = opening.kind === 'open' ? opening.opened.dates : null;
  useEffect(() => {
    if (bookedDates) void availabilityOf(bookedDates).then(setLists);
  }, [bookedDates]);

  if (opening.kind !== 'open') return <LinkNotOpen opening={opening} {...linkForm} />;
  const screen = opening.opened;

  const cancel = async (date: BookedDate) => {
    setBusy(date.id);
    setNotice('');
    const answer = await cancelBookedDate(screen.session, date.id);
    setBusy('');
    if (typeof answer === 'string') return setNotice(answer);
    update({ ...screen, dates: answer.signups });
    setNotice(copy.cancelled);
  };
  const swap = async (date: BookedDate, newStart: string) => {
    setBusy(date.id);
    setNotice(copy.swapping);
    const answer = await moveBookedDate(screen.session, date.id, newStart);
    setBusy('');
    if (typeof answer === 'string') return setNotice(answer);
    update({ ...screen, dates: answer.signups });
    const moved = answer.signups.find((row) => Date.parse(row.starts_at) === Date.parse(newStart));
    setNotice(copy.swapped(moved?.status ?? 'confirmed'));
  };
  const active = screen.dates.filter((date) => date.status !== 'cancelled');

  return (
    <section className="card p-6" aria-labelledby="tu-inscripcion">
      <h2 id="tu-inscripcion" className="text-2xl font-semibold">
        {copy.title}
      </h2>
      {screen.dates[0] && (
        <p className="mt-2 text-lg text-ink-700">
          <span className="font-semibold text-ink-900">{screen.dates[0].title}</span> · {screen.dates[0].name}
        </p>
      )}
      <ul className="mt-4 divide-y divide-cream-300">
        {screen.dates.map((date) => (
          <li key={date.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span>
              <span className="block first-letter:uppercase">{whenOf(date)}</span>
              <span className="font-semibold text-navy-800">{copy.status[date.status]}</span>
            </span>
            {date.status !== 'cancelled' && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy !== ''}
                aria-busy={busy === date.id}
                onClick={() => void cancel(date)}
              >
                {busy === date.id ? copy.cancelling : copy.cancel}
              </button>
            )}
            {date.status !== 'cancelled' && date.other_dates.length > 0 && (
              <SwapDate
                date={date}
                lists={lists}
                busy={busy !== ''}
                onSwap={(row, start) => void swap(row, start)}
              />
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="mt-4 font-semibold empty:hidden">
        {notice}
      </p>
      {active.length === 0 && <p className="mt-2 text-ink-700">{copy.noneLeft}</p>}
      <p className="mt-4 text-sm text-ink-600">{copy.sessionNote}</p>
    </section>
  );
}
