/** How many staff uploads are on their way, and how many have failed since the panel opened. */
export interface UploadsState {
  inFlight: number;
  failed: number;
}

/**
 * Counts the uploads a form's fields start, so its save can wait for them (issue 34: a post published
 * while its image still said «Subiendo…» went out without it). `track` wraps the whole upload *and* the
 * field's update with the URL, so by the time the count drops the form already holds the picture.
 */
export function createUploadTracker() {
  let state: UploadsState = { inFlight: 0, failed: 0 };
  const listeners = new Set<(state: UploadsState) => void>();
  const publish = (next: UploadsState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  return {
    get: () => state,
    subscribe(listener: (state: UploadsState) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async track<T>(work: () => Promise<T>): Promise<T> {
      publish({ ...state, inFlight: state.inFlight + 1 });
      let succeeded = false;
      try {
        const result = await work();
        succeeded = true;
        return result;
      } finally {
        publish({ inFlight: state.inFlight - 1, failed: state.failed + (succeeded ? 0 : 1) });
      }
    },
  };
}

export type UploadTracker = ReturnType<typeof createUploadTracker>;

/** The panel's one tracker: one editor is on screen at a time, and its dialogs belong to it. */
export const staffUploads = createUploadTracker();

/**
 * What a save asked for while uploads were pending does now: keep waiting, go ahead, or refuse because an
 * upload it waited for failed (the field shows why; saving without the picture would drop it silently).
 */
export function queuedSaveStep(now: UploadsState, failedWhenQueued: number): 'wait' | 'save' | 'refuse' {
  if (now.inFlight > 0) return 'wait';
  return now.failed > failedWhenQueued ? 'refuse' : 'save';
}
