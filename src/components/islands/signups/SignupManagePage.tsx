import { useEffect, useState } from 'react';
import { formatDateAndClock } from '#core/formatTime.ts';
import { signupMessages } from '#site/lib/messages/signupMessages.ts';
import { takeSingleUseLinkToken } from '#site/lib/privateLinks/takeLinkToken.ts';
import {
  type BookedDate,
  cancelBookedDate,
  openBooking,
  requestNewLink,
} from '#site/lib/signups/signupApi.ts';
import { type RequestLinkCopy, RequestLinkForm } from '../privateLink/RequestLinkForm.tsx';

const copy = signupMessages.manage;
const linkCopy: RequestLinkCopy = {
  title: copy.newLinkTitle,
  titleAfterProblem: copy.newLinkTitle,
  intro: copy.newLinkIntro,
  emailLabel: copy.emailLabel,
  emailInvalid: copy.emailInvalid,
  send: copy.send,
  sending: copy.sending,
};

type Screen =
  | { kind: 'loading' }
  | { kind: 'problem'; message: string }
  | { kind: 'booking'; session: string; dates: BookedDate[] };

const whenOf = (date: BookedDate) =>
  formatDateAndClock(new Date(date.starts_at), { dateStyle: 'full', timeZone: date.time_zone });

/** The single-use link (#acceso=…) leaves the address bar at once and is not kept: a reload cannot spend it. */
async function firstScreen(): Promise<Screen> {
  const token = takeSingleUseLinkToken(window);
  const answer = await openBooking(token || 'sin-enlace');
  if (typeof answer === 'string') return { kind: 'problem', message: answer };
  return { kind: 'booking', session: answer.session, dates: answer.signups };
}

/**
 * /inscripcion/gestionar (issue 33 item 1): the booking a private link opens, date by date, with a button
 * to cancel each active one. The link is spent on opening; the page then works with the short session the
 * server signed, kept only in memory.
 */
export function SignupManagePage() {
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  const [busy, setBusy] = useState('');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    void firstScreen().then(setScreen);
  }, []);

  if (screen.kind === 'loading')
    return (
      <p role="status" className="card p-6 text-lg">
        {copy.loading}
      </p>
    );
  if (screen.kind === 'problem')
    return (
      <div className="grid gap-6">
        <p role="alert" className="card border-clay-700 p-6 text-lg font-semibold text-ink-900">
          {screen.message}
        </p>
        <RequestLinkForm copy={linkCopy} request={requestNewLink} idPrefix="inscripcion" />
      </div>
    );

  const cancel = async (date: BookedDate) => {
    setBusy(date.id);
    setNotice('');
    const answer = await cancelBookedDate(screen.session, date.id);
    setBusy('');
    if (typeof answer === 'string') return setNotice(answer);
    setScreen({ ...screen, dates: answer.signups });
    setNotice(copy.cancelled);
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
