import { type ReactNode, useState } from 'react';
import { type DonorView, NEEDS_NEW_LINK, portalUrl, statementPdf } from '#site/lib/giving/donorAccessApi.ts';
import { giftRow, statementYearsNewestFirst } from '#site/lib/giving/donorGifts.ts';
import { givingMessages } from '#site/lib/messages/givingMessages.ts';

interface Props {
  session: string;
  view: DonorView;
  /** The session ended (or was refused): back to the form with the function's message. */
  onSessionOver: (message: string) => void;
  onSignOut: () => void;
}

/** One card of the page with its titled heading. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card p-6 sm:p-8" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Saves a downloaded file the way a link with `download` would. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The donor's gifts, a statement per year to download, and the Stripe portal for a monthly gift. */
export function DonorGifts({ session, view, onSessionOver, onSignOut }: Props) {
  const [busy, setBusy] = useState<'portal' | number | null>(null);
  const [problem, setProblem] = useState<{ where: 'statements' | 'portal'; message: string } | null>(null);

  const run = async (what: 'portal' | number, work: () => Promise<void>) => {
    setBusy(what);
    setProblem(null);
    try {
      await work();
    } catch (failure) {
      const { message, code } = failure as Error & { code?: string };
      if (code && NEEDS_NEW_LINK.has(code)) return onSessionOver(message);
      setProblem({ where: what === 'portal' ? 'portal' : 'statements', message });
    } finally {
      setBusy(null);
    }
  };
  const download = (year: number) =>
    run(year, async () => saveFile(await statementPdf(session, year), `certificado-${year}.pdf`));
  const openPortal = () => run('portal', async () => window.location.assign(await portalUrl(session)));
  const alertFor = (where: 'statements' | 'portal') =>
    problem?.where === where && (
      <p role="alert" className="mt-4 font-semibold text-clay-700">
        {problem.message}
      </p>
    );
  const years = statementYearsNewestFirst(view.statementYears);

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="break-all font-semibold text-ink-900">{givingMessages.donor.signedInAs(view.email)}</p>
        <button type="button" className="btn btn-outline" onClick={onSignOut}>
          {givingMessages.donor.signOut}
        </button>
      </div>

      <Panel id="tus-donaciones" title={givingMessages.donor.giftsTitle}>
        {view.gifts.length === 0 ? (
          <p className="mt-3 text-ink-600">{givingMessages.donor.noGifts}</p>
        ) : (
          <ul className="mt-4 divide-y divide-cream-300">
            {view.gifts.map(giftRow).map((gift) => (
              <li
                key={gift.id}
                className="grid gap-1 py-3 sm:flex sm:items-baseline sm:justify-between sm:gap-4"
                data-gift
              >
                <span>
                  <span
                    className={`block text-lg font-semibold ${gift.refunded ? 'text-ink-600 line-through' : 'text-ink-900'}`}
                  >
                    {gift.amount}
                  </span>
                  <span className="block text-ink-600">
                    {givingMessages.donor.columns.fund}: {gift.fund}
                    {gift.monthly && ` · ${givingMessages.giftStates.monthly}`}
                  </span>
                </span>
                <span className="sm:text-right">
                  <span className="block text-ink-700">{gift.date}</span>
                  <span
                    className={`block font-semibold ${gift.refunded ? 'text-clay-700' : 'text-sage-700'}`}
                  >
                    {gift.state}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="certificados" title={givingMessages.donor.statementsTitle}>
        <p className="mt-2 text-ink-600">
          {years.length ? givingMessages.donor.statementsIntro : givingMessages.donor.noStatements}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {years.map((year) => (
            <button
              key={year}
              type="button"
              className="btn btn-outline"
              disabled={busy !== null}
              onClick={() => void download(year)}
            >
              {busy === year ? givingMessages.donor.downloading : givingMessages.donor.download(year)}
            </button>
          ))}
        </div>
        {alertFor('statements')}
      </Panel>

      {view.recurring && (
        <Panel id="donacion-mensual" title={givingMessages.donor.recurringTitle}>
          <p className="mt-2 text-ink-600">{givingMessages.donor.recurringIntro}</p>
          <button
            type="button"
            className="btn btn-primary mt-4"
            disabled={busy !== null}
            onClick={() => void openPortal()}
          >
            {busy === 'portal' ? givingMessages.donor.portalOpening : givingMessages.donor.portal}
          </button>
          {alertFor('portal')}
        </Panel>
      )}
    </div>
  );
}
