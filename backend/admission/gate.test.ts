import { describe, expect, it, vi } from 'vitest';
import { AdmissionGate } from './gate.ts';

describe('AdmissionGate', () => {
  it('admits up to maxConcurrent at once and hands a freed slot to the first waiter', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 2, maxQueue: 5, queueTimeoutMs: 1000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect([gate.inFlight, gate.queued]).toEqual([2, 0]);
    const third = gate.enter();
    expect(gate.queued).toBe(1);
    first?.();
    first?.(); // releasing twice frees one slot only
    expect(await third).toBeTypeOf('function');
    expect([gate.inFlight, gate.queued]).toEqual([2, 0]);
    second?.();
    expect(gate.inFlight).toBe(1);
  });

  it('refuses at once when the queue is full', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 1, maxQueue: 1, queueTimeoutMs: 1000 });
    await gate.enter();
    const queued = gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(gate.queued).toBe(1);
    void queued;
  });

  it('gives up on a waiter after queueTimeoutMs and forgets it', async () => {
    vi.useFakeTimers();
    try {
      const gate = new AdmissionGate({ maxConcurrent: 1, maxQueue: 3, queueTimeoutMs: 50 });
      const holder = await gate.enter();
      const waiting = gate.enter();
      vi.advanceTimersByTime(51);
      expect(await waiting).toBeNull();
      expect(gate.queued).toBe(0);
      holder?.();
      expect(gate.inFlight).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with maxQueue 0 refuses whoever finds every slot taken', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 1, maxQueue: 0, queueTimeoutMs: 1000 });
    expect(await gate.enter()).toBeTypeOf('function');
    expect(await gate.enter()).toBeNull();
  });
});
