/**
 * A bounded concurrency gate: at most `maxConcurrent` holders at once, at most `maxQueue` waiting, and
 * no one waits longer than `queueTimeoutMs`. Callers beyond that are refused at once, so overload turns
 * into quick, honest refusals instead of an ever-growing queue (memory) or requests that never end.
 */
export interface GateLimits {
  maxConcurrent: number;
  maxQueue: number;
  queueTimeoutMs: number;
}

export type Release = () => void;

interface Waiter {
  grant: (release: Release) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class AdmissionGate {
  readonly limits: GateLimits;
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(limits: GateLimits) {
    this.limits = limits;
  }

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves with a release function once admitted, or with null when the queue is full or the wait timed out. */
  enter(): Promise<Release | null> {
    if (this.active < this.limits.maxConcurrent && this.waiting.length === 0) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.limits.maxQueue) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          resolve(null);
        }, this.limits.queueTimeoutMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** A release that frees the slot once, however often it is called, and hands it to the next waiter. */
  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.grant(this.releaser());
      } else {
        this.active--;
      }
    };
  }
}
