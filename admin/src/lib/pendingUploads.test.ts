import { describe, expect, it } from 'vitest';
import { createUploadTracker, queuedSaveStep } from './pendingUploads.ts';

describe('createUploadTracker', () => {
  it('counts an upload until its work, the field update included, has finished', async () => {
    const tracker = createUploadTracker();
    const seen: number[] = [];
    tracker.subscribe((state) => seen.push(state.inFlight));
    let finish: (url: string) => void = () => {};
    let fieldValue = '';
    const upload = tracker.track(async () => {
      fieldValue = await new Promise<string>((resolve) => {
        finish = resolve;
      });
    });
    expect(tracker.get()).toEqual({ inFlight: 1, failed: 0 });
    finish('https://example.org/portada.webp');
    await upload;
    expect(fieldValue).toBe('https://example.org/portada.webp');
    expect(tracker.get()).toEqual({ inFlight: 0, failed: 0 });
    expect(seen).toEqual([1, 0]);
  });

  it('counts a failed upload and still lets its error through', async () => {
    const tracker = createUploadTracker();
    const refusal = { code: 'too_large', message: 'La imagen supera el máximo de 5 MB.' };
    await expect(tracker.track(() => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(tracker.get()).toEqual({ inFlight: 0, failed: 1 });
  });
});

describe('queuedSaveStep', () => {
  it.each([
    [{ inFlight: 1, failed: 0 }, 0, 'wait'],
    [{ inFlight: 2, failed: 1 }, 0, 'wait'],
    [{ inFlight: 0, failed: 0 }, 0, 'save'],
    [{ inFlight: 0, failed: 3 }, 3, 'save'],
    [{ inFlight: 0, failed: 1 }, 0, 'refuse'],
  ] as const)('%o, %i failed when asked → %s', (now, failedWhenQueued, step) => {
    expect(queuedSaveStep(now, failedWhenQueued)).toBe(step);
  });
});
