import { useCallback, useEffect, useState } from 'react';
import { errorCode } from '#core/supabaseError.ts';

export type Loaded<Data> =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; data: Data };

// PGRST116: .single() found no row; 22P02: the id in the address is not even a uuid.
const NOT_FOUND_CODES = new Set(['PGRST116', '22P02']);

/**
 * What a screen shows, loaded for `key` (the route's ids) and loaded again on `reload` after a change,
 * keeping the previous data on screen meanwhile so nothing jumps.
 */
export function useReloadable<Data>(key: string, load: () => Promise<Data>) {
  const [state, setState] = useState<Loaded<Data>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; `round` reloads.
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ kind: 'ready', data }),
      (error: unknown) =>
        current &&
        setState(
          NOT_FOUND_CODES.has(errorCode(error) ?? '') ? { kind: 'notFound' } : { kind: 'error', error },
        ),
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload, setState };
}
