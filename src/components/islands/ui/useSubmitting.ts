import { type FormEvent, useCallback, useRef, useState } from 'react';

/**
 * A visitor form's submit: `onSubmit(work)` is the form's handler, and runs one submit at a time: a second
 * click while the first is in flight does nothing (a ref, not state, so even two clicks in the same frame
 * cannot both pass). `honeypot` is the hidden field's value and setter (<Honeypot {...honeypot} />), sent
 * with the form so the server can drop what a bot filled in.
 */
export function useSubmitting() {
  const [website, setWebsite] = useState('');
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
  const onSubmit = (work: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void run(work);
  };
  return { busy, onSubmit, honeypot: { value: website, onChange: setWebsite } };
}
