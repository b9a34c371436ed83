import { type FormEvent, useEffect, useState } from 'react';
import { prayedText } from '#core/prayer/prayerText.ts';
import { prayerLinkMessages } from '#site/lib/messages/prayerLinkMessages.ts';
import {
  answerPrayer,
  LINK_PROBLEMS,
  type LinkAnswer,
  readLink,
  STATUS_TEXT,
  takePrayerLinkToken,
  withdrawPrayer,
} from '#site/lib/prayer/prayerLinkApi.ts';

const takeToken = () => takePrayerLinkToken(window);

type View = { kind: 'loading' } | { kind: 'answer'; answer: LinkAnswer } | { kind: 'error'; message: string };

const copy = prayerLinkMessages.page;

/**
 * The person's private link page. The token is the fragment, so opening a second link in the same tab
 * changes only the fragment (no new document): the page follows it and starts over with that request.
 */
export function PrayerLinkPage() {
  const [token, setToken] = useState(takeToken);
  useEffect(() => {
    const follow = () => setToken(takeToken());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return <PrayerLinkView key={token} token={token} />;
}

/** One link's request: how many prayed, withdraw, or mark answered and tell what happened. */
function PrayerLinkView({ token }: { token: string }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [story, setStory] = useState('');
  const [country, setCountry] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!token) return setView({ kind: 'answer', answer: { state: 'invalid' } });
    let current = true;
    readLink(token)
      .then((answer) => current && setView({ kind: 'answer', answer }))
      .catch((error: Error) => current && setView({ kind: 'error', message: error.message }));
    return () => {
      current = false;
    };
  }, [token]);

  const act = async (work: () => Promise<LinkAnswer>) => {
    setBusy(true);
    setProblem('');
    try {
      setView({ kind: 'answer', answer: await work() });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const submitAnswer = (event: FormEvent) => {
    event.preventDefault();
    if (!story.trim() || !country.trim()) return setProblem(copy.answerMissing);
    void act(() => answerPrayer(token, story, country));
  };

  if (view.kind === 'loading') return <p role="status">{copy.loading}</p>;
  if (view.kind === 'error') return <p role="alert">{copy.failed(view.message)}</p>;
  const { answer } = view;
  if (answer.state === 'used')
    return (
      <p role="status" className="card p-6 text-lg">
        {LINK_PROBLEMS[answer.status]}
      </p>
    );
  if (answer.state !== 'ok')
    return (
      <p role="alert" className="card p-6 text-lg">
        {LINK_PROBLEMS[answer.state]}
      </p>
    );

  return (
    <div className="grid gap-8">
      <section className="card p-6" aria-labelledby="tu-peticion">
        <h2 id="tu-peticion" className="text-2xl font-semibold">
          {copy.title}
        </h2>
        <p className="mt-3 whitespace-pre-line text-lg text-ink-700">{answer.request_text}</p>
        <p className="mt-4 font-semibold text-ink-900">{STATUS_TEXT[answer.status]}</p>
        {answer.visibility !== 'private' && (
          <p className="mt-2 text-2xl font-semibold text-navy-800" data-prayed-count>
            {copy.prayedForYou(prayedText(answer.prayed_count))}
          </p>
        )}
      </section>

      <form className="card grid gap-4 p-6" onSubmit={submitAnswer} aria-labelledby="contestada">
        <h2 id="contestada" className="text-2xl font-semibold">
          {copy.answerTitle}
        </h2>
        <p className="text-ink-600">{copy.answerIntro}</p>
        <div>
          <label htmlFor="historia" className="field-label">
            {copy.story}
          </label>
          <textarea
            id="historia"
            className="field resize-y"
            rows={5}
            maxLength={5000}
            value={story}
            onChange={(e) => setStory(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="pais" className="field-label">
            {copy.country}
          </label>
          <input
            id="pais"
            className="field"
            autoComplete="country-name"
            maxLength={100}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          />
        </div>
        {problem && (
          <p role="alert" className="font-semibold text-clay-700">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {copy.markAnswered}
          </button>
        </div>
      </form>

      <section className="card p-6" aria-labelledby="retirar">
        <h2 id="retirar" className="text-2xl font-semibold">
          {copy.withdrawTitle}
        </h2>
        <p className="mt-2 text-ink-600">{copy.withdrawIntro}</p>
        <button
          type="button"
          className="btn btn-outline mt-4"
          disabled={busy}
          onClick={() => {
            if (window.confirm(copy.withdrawConfirm)) void act(() => withdrawPrayer(token));
          }}
        >
          {copy.withdraw}
        </button>
      </section>
    </div>
  );
}
