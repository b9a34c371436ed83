import { useCallback, useEffect, useState } from 'react';
import { settleLoad } from '../../lib/useRecord.ts';

export type Loaded<Data> =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; data: Data };

/**
 * What a screen shows, loaded for `key` (the route's ids) and loaded again on `reload` after a change,
 * keeping the previous data on screen meanwhile so nothing jumps.
 */
export function useReloadable<Data>(key: string, load: () => Promise<Data>) {
  const [state, setState] = useState<Loaded<Data>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; `round` reloads.
  useEffect(
    () =>
      settleLoad(load(), (end) => setState(end.kind === 'ready' ? { kind: 'ready', data: end.row } : end)),
    [key, round],
  );
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload, setState };
}
