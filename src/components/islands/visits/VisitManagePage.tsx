import { type FormEvent, useState } from 'react';
import { visitMessages } from '#site/lib/messages/visitMessages.ts';
import {
  cancelVisit,
  changeVisit,
  openVisit,
  requestNewVisitLink,
  type VisitView,
} from '#site/lib/visits/visitApi.ts';
import { requestLinkCopy } from '../privateLink/requestLinkCopy.ts';
import { LinkNotOpen, usePrivateLinkOpening } from '../privateLink/usePrivateLinkOpening.tsx';

const copy = visitMessages.manage;
/** The loading line, and the form for a new link when this one does not open. */
const linkForm = {
  loading: copy.loading,
  copy: requestLinkCopy(copy, copy.newLinkTitle, copy.newLinkIntro),
  request: requestNewVisitLink,
  idPrefix: 'visita',
};

const people = (visit: VisitView) => {
  const count = visitMessages.done.people(visit.party_size);
  return visit.children ? `${count}, ${visitMessages.done.withChildren}` : count;
};

/**
 * /visitanos/gestionar (issue 32 item 1): the visit a private link opens, with a new date to choose and a
 * button to cancel. The link is spent on opening; the page then works with the short session the server
 * signed, kept only in memory. A spent or made-up link explains itself and offers a new one by email.
 */
export function VisitManagePage() {
  const { opening, update } = usePrivateLinkOpening(openVisit);
  const [busy, setBusy] = useState<'' | 'change' | 'cancel'>('');
  const [choice, setChoice] = useState('');
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [freshLink, setFreshLink] = useState('');

  if (opening.kind !== 'open') return <LinkNotOpen opening={opening} {...linkForm} />;
  const screen = opening.opened;

  const act = async (kind: 'change' | 'cancel', run: () => ReturnType<typeof changeVisit>, done: string) => {
    setBusy(kind);
    setNotice('');
    setProblem('');
    const answer = await run();
    setBusy('');
    if (typeof answer === 'string') return setProblem(answer);
    update({ ...screen, visit: answer.visit, choices: answer.choices });
    if (answer.token) setFreshLink(`/visitanos/gestionar#acceso=${answer.token}`);
    setChoice('');
    setNotice(done);
  };
  const change = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setProblem(copy.choose);
    void act('change', () => changeVisit(screen.session, choice), copy.changed);
  };
  const { visit, choices } = screen;
  const planned = visit.status === 'planned';

  return (
    <section className="card p-6 sm:p-8" aria-labelledby="tu-visita">
      <h2 id="tu-visita" className="text-2xl font-semibold">
        {copy.yourVisit}
      </h2>
      <dl className="mt-4 grid gap-3">
        <div>
          <dt className="text-sm font-semibold text-ink-600">{visit.service_name}</dt>
          <dd className="text-lg font-semibold text-ink-900">{visit.when}</dd>
          <dd className="font-semibold text-navy-800">{copy.status[visit.status]}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-600">{copy.where}</dt>
          <dd className="text-ink-900">{visit.address}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-600">{copy.who}</dt>
          <dd className="text-ink-900">{people(visit)}</dd>
        </div>
      </dl>
      <p role="status" className="mt-4 font-semibold empty:hidden">
        {notice}
      </p>
      <p role="alert" className="mt-2 font-semibold text-clay-700 empty:hidden">
        {problem}
      </p>
      {freshLink && (
        <p className="mt-2 text-ink-700">
          {/* A plain link (no client routing): opening it spends it, which is what it is for. */}
          <a className="link font-semibold" href={freshLink}>
            {copy.newLink}
          </a>{' '}
          {copy.newLinkNote}
        </p>
      )}
      {planned ? (
        <>
          <form className="mt-6 grid gap-3 border-t border-cream-300 pt-6" onSubmit={change}>
            <h3 className="text-xl font-semibold">{copy.change}</h3>
            {choices.length === 0 ? (
              <p className="text-ink-700">{copy.noChoices}</p>
            ) : (
              <>
                <label htmlFor="visita-fecha" className="field-label">
                  {copy.changeTo}
                </label>
                <select
                  id="visita-fecha"
                  className="field"
                  value={choice}
                  onChange={(event) => setChoice(event.target.value)}
                >
                  <option value="">{copy.choose}</option>
                  {choices.map((option) => (
                    <option key={option.key} value={option.key}>
                      {option.label} · {option.service_name}
                    </option>
                  ))}
                </select>
                <button
                  type="submit"
                  className="btn btn-primary justify-self-start"
                  disabled={busy !== ''}
                  aria-busy={busy === 'change'}
                >
                  {busy === 'change' ? copy.changing : copy.saveChange}
                </button>
              </>
            )}
          </form>
          <div className="mt-6 border-t border-cream-300 pt-6">
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy !== ''}
              aria-busy={busy === 'cancel'}
              onClick={() => void act('cancel', () => cancelVisit(screen.session), copy.cancelled)}
            >
              {busy === 'cancel' ? copy.cancelling : copy.cancel}
            </button>
          </div>
        </>
      ) : (
        <a href="/visitanos" className="btn btn-primary mt-6">
          {copy.planAgain}
        </a>
      )}
      <p className="mt-6 text-sm text-ink-600">{copy.sessionNote}</p>
    </section>
  );
}
