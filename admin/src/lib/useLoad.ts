import { useCallback, useEffect, useState } from 'react';

/**
 * What `load` answers, or its error, asked for on mount and again when `key` changes or `reload` runs; the
 * last answer stays on screen meanwhile. A null `load` (a create route) asks for nothing.
 */
export function useLoad<Data>(key: string, load: (() => Promise<Data>) | null) {
  const [state, setState] = useState<{ data?: Data; error?: unknown }>({});
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; `round` reloads.
  useEffect(() => {
    load?.().then(
      (data) => setState({ data }),
      (error: unknown) => setState({ error }),
    );
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
