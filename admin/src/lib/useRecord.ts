import { useEffect, useState } from 'react';
import { errorCode } from '#core/supabaseError.ts';

// PGRST116: .single() found no row; 22P02: the id is not even a uuid. Both mean "no such record".
const NOT_FOUND_CODES = new Set(['PGRST116', '22P02']);

export type RecordState<Row> =
  | { kind: 'loading' }
  | { kind: 'new' }
  | { kind: 'notFound' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; row: Row };

/** How a load ends: the row, no such record, or another error. */
export type LoadEnd<Row> = Extract<RecordState<Row>, { kind: 'notFound' | 'error' | 'ready' }>;

/**
 * Hands how `loading` ends to `set`, branching on the error code (no row, or not even a uuid, is
 * 'notFound'), unless the cleanup it returns ran first because the route moved on.
 */
export function settleLoad<Row>(loading: Promise<Row>, set: (end: LoadEnd<Row>) => void): () => void {
  let current = true;
  loading.then(
    (row) => current && set({ kind: 'ready', row }),
    (error: unknown) =>
      current &&
      set(NOT_FOUND_CODES.has(errorCode(error) ?? '') ? { kind: 'notFound' } : { kind: 'error', error }),
  );
  return () => {
    current = false;
  };
}

/** Loads the record an edit route names; create routes (no id) are 'new'. */
export function useRecord<Row>(id: string | undefined, load: (id: string) => Promise<Row>): RecordState<Row> {
  const [state, setState] = useState<RecordState<Row>>(id ? { kind: 'loading' } : { kind: 'new' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loader is a module function.
  useEffect(() => {
    if (!id) {
      setState({ kind: 'new' });
      return;
    }
    setState({ kind: 'loading' });
    return settleLoad(load(id), setState);
  }, [id]);
  return state;
}
