import { useEffect, useState } from 'react';
import {
  type DonorView,
  NEEDS_NEW_LINK,
  openLink,
  readGifts,
  requestLink,
} from '#site/lib/giving/donorAccessApi.ts';
import {
  forgetSession,
  savedSession,
  saveSession,
  takeDonorLinkToken,
} from '#site/lib/giving/donorSession.ts';
import { givingMessages } from '#site/lib/messages/givingMessages.ts';
import { RequestLinkForm } from '../privateLink/RequestLinkForm.tsx';
import { requestLinkCopy } from '../privateLink/requestLinkCopy.ts';
import { LinkLoading } from '../privateLink/usePrivateLinkOpening.tsx';
import { DonorGifts } from './DonorGifts.tsx';

const words = givingMessages.donor;
const linkCopy = requestLinkCopy(words, words.requestTitle, words.requestIntro, words.newLink);
/** requestLink throws the function's Spanish sentence; the form wants it as its answer. */
const askForLink = (email: string) =>
  requestLink(email).then(
    (message) => ({ message }),
    (failure: Error) => failure.message,
  );

type Screen =
  | { kind: 'loading' }
  | { kind: 'form'; problem?: string }
  | { kind: 'gifts'; session: string; view: DonorView };

/** Where the page starts: the link in the address bar, else this tab's session, else the email form. */
async function firstScreen(): Promise<Screen> {
  // The link is spent by opening it: out of the address bar (and history) before anything else, and not
  // kept for a reload (the session is).
  const token = takeDonorLinkToken(window);
  if (token) {
    const { session, ...view } = await openLink(token);
    saveSession(session);
    return { kind: 'gifts', session, view };
  }
  const session = savedSession();
  if (!session) return { kind: 'form' };
  return { kind: 'gifts', session, view: await readGifts(session) };
}

/** /donate/gestionar: a donor without an account asks for a magic link, opens it once, sees their gifts. */
export function DonorManagePage() {
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });

  const backToForm = (problem?: string) => {
    forgetSession();
    setScreen(problem ? { kind: 'form', problem } : { kind: 'form' });
  };

  useEffect(() => {
    firstScreen()
      .then(setScreen)
      .catch((failure: Error & { code?: string }) => {
        // A wrong, used or expired link (one answer) or an ended session explains itself; anything else too.
        if (failure.code && NEEDS_NEW_LINK.has(failure.code)) forgetSession();
        setScreen({ kind: 'form', problem: failure.message });
      });
  }, []);

  if (screen.kind === 'loading') return <LinkLoading text={givingMessages.donor.opening} />;
  if (screen.kind === 'form')
    return (
      <RequestLinkForm
        key={screen.problem ?? ''}
        copy={linkCopy}
        request={askForLink}
        idPrefix="donante"
        problem={screen.problem}
      />
    );
  return (
    <DonorGifts
      session={screen.session}
      view={screen.view}
      onSessionOver={backToForm}
      onSignOut={() => backToForm()}
    />
  );
}
