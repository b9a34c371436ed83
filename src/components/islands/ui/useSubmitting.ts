import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submit at a time: a second click while the first is in flight does nothing (a ref, not
 * state, so even two clicks in the same frame cannot both pass).
 */
export function useSubmitting(): [busy: boolean, run: (work: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
