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

/** Loads the record an edit route names; create routes (no id) are 'new'. Branches on the error code. */
export function useRecord<Row>(id: string | undefined, load: (id: string) => Promise<Row>): RecordState<Row> {
  const [state, setState] = useState<RecordState<Row>>(id ? { kind: 'loading' } : { kind: 'new' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loader is a module function.
  useEffect(() => {
    if (!id) {
      setState({ kind: 'new' });
      return;
    }
    let current = true;
    setState({ kind: 'loading' });
    load(id).then(
      (row) => current && setState({ kind: 'ready', row }),
      (error: unknown) =>
        current &&
        setState(
          NOT_FOUND_CODES.has(errorCode(error) ?? '') ? { kind: 'notFound' } : { kind: 'error', error },
        ),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return state;
}
