import { useEffect, useState } from 'react';
import { takeSingleUseLinkToken } from '#site/lib/privateLinks/takeLinkToken.ts';
import { type RequestLinkCopy, RequestLinkForm } from './RequestLinkForm.tsx';

/** Where a single-use link's page stands: opening it, refused (the server's sentence), or open. */
export type LinkOpening<Opened> =
  | { kind: 'loading' }
  | { kind: 'problem'; message: string }
  | { kind: 'open'; opened: Opened };

/**
 * Opens the single-use link (#acceso=…) once, on arrival: the token leaves the address bar at once and is
 * not kept, so a reload cannot spend it. `open` answers what the link opened or the Spanish sentence of
 * why not; `update` replaces what is open after the page acts on it.
 */
export function usePrivateLinkOpening<Opened>(open: (token: string) => Promise<Opened | string>) {
  const [opening, setOpening] = useState<LinkOpening<Opened>>({ kind: 'loading' });
  useEffect(() => {
    void open(takeSingleUseLinkToken(window) || 'sin-enlace').then((answer) =>
      setOpening(
        typeof answer === 'string' ? { kind: 'problem', message: answer } : { kind: 'open', opened: answer },
      ),
    );
  }, [open]);
  const update = (opened: Opened) => setOpening({ kind: 'open', opened });
  return { opening, update };
}

/** What a manage page shows while its link opens. */
export const LinkLoading = ({ text }: { text: string }) => (
  <p role="status" className="card p-6 text-lg">
    {text}
  </p>
);

interface NotOpenProps {
  opening: Exclude<LinkOpening<unknown>, { kind: 'open' }>;
  loading: string;
  copy: RequestLinkCopy;
  request: (email: string) => Promise<{ message: string } | string>;
  idPrefix: string;
}

/** A link not open (yet): the loading line, or why it does not open with the form for a new one. */
export const LinkNotOpen = ({ opening, loading, copy, request, idPrefix }: NotOpenProps) =>
  opening.kind === 'loading' ? (
    <LinkLoading text={loading} />
  ) : (
    <RequestLinkForm copy={copy} request={request} idPrefix={idPrefix} problem={opening.message} />
  );
