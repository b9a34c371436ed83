import { useEffect } from 'react';
import { errorDetail } from '#core/supabaseError.ts';

/** How often a screen reads a background run's row while the function works. */
const POLL_MS = 1500;

/** Reads the run again every POLL_MS while it is working (the data export, a year's statements ZIP). */
export function usePollWhileWorking(working: boolean, refresh: () => Promise<void>) {
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [working, refresh]);
}

/**
 * Downloads a finished run's file through the signed URL `signedUrl` answers (its bucket is private), or
 * says why not: `failed` prefixes the backend's message.
 */
export async function downloadRun(signedUrl: () => Promise<string>, failed: (message: string) => void) {
  try {
    const href = await signedUrl();
    Object.assign(document.createElement('a'), { href }).click();
  } catch (failure) {
    failed(errorDetail(failure));
  }
}
