import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import type { LinkWindow } from '../../src/lib/privateLinks/takeLinkToken.ts';

/**
 * One harness for every bearer link the product sends (issue 30 item 2; SECURITY.md «Enlaces privados»):
 * a door describes how its token is issued, used, stored and aged, and `describePrivateDoor` proves, the
 * same way for each, the properties of SECURITY.md's table: entropy, hash-only storage, single use,
 * lifetime with a controlled clock, one answer (and the same work) for a wrong and an expired token, rate
 * limits per address and per token, and the token leaving the address bar on arrival. A new door (visits,
 * sign-ups) is one test file that fills in a PrivateDoor.
 */

/** What a use of a token answered, reduced to what a caller sees. */
export interface DoorAnswer {
  status: number;
  body: unknown;
}

export interface Issued {
  token: string;
}

export interface PrivateDoor<T extends Issued = Issued> {
  /** The door's row in SECURITY.md's table. */
  name: string;
  token: {
    /** The characters a token is made of, e.g. /^[A-Za-z0-9_-]+$/. */
    alphabet: RegExp;
    /** Random bits one character carries (6 for base64url, 4 for hex). */
    bitsPerCharacter: number;
    /** The random part of a token (a signed token's body; the code behind Auth's hash), when not all of it. */
    randomPart?(issued: T): string;
    /** At least this many random bits: 128 unless the door says why not (SECURITY.md). */
    minimumBits: number;
    /**
     * A guess: the token with its secret part altered (`variant` makes another guess). By default
     * characters 8 to 28 change; a signed token whose readable claims come first alters its signature.
     */
    wrong?(token: string, variant: number): string;
  };
  /** A fresh token, issued as the product issues it (the email or the answer that carries it). */
  issue(): Promise<T>;
  /**
   * Every value the database keeps about the issued token (its row's columns, as text): the token's random
   * part must be none of them, and `storedAs(token)` must be one, when the door stores anything at all.
   */
  stored(issued: T): Promise<string[]>;
  /** How the door keeps the token, when it keeps it (its hash, in the text `stored` gives); null: nothing kept. */
  storedAs: ((token: string) => string) | null;
  /** Uses the token as the link's page does, from the client address `address`. */
  use(token: string, address: string): Promise<DoorAnswer>;
  /** Whether the answer opened the door (signed in, showed the person's data, unsubscribed). */
  opened(answer: DoorAnswer): boolean;
  /** Whether the answer is the door's rate limit. */
  limited(answer: DoorAnswer): boolean;
  /**
   * Why an expired token may be told apart from a wrong one, where the door is not ours to change (Storage
   * names a signed URL's expiry): then only the work (the time) must match. Absent: the answers must too.
   */
  expiredAnswerDiffers?: string;
  /** A door that signs someone in is spent by its first use: a replay answers as a wrong token. */
  singleUse: boolean;
  /** How long a token works, and a way to move the clock by `seconds` for this token. */
  lifetime: { seconds: number; advance(issued: T, seconds: number): Promise<void> };
  /** Uses allowed per address in the door's window (wrong tokens included), and per token; null: none. */
  rateLimits: { perAddress: number | null; perToken: number | null };
  /** The page the link opens, and the page's own reading of it (which must clear the address bar). */
  addressBar: { url(token: string): string; take(window: LinkWindow): string } | null;
}

/**
 * The doors count in fixed windows aligned to the epoch (private.door_wait), the shortest a quarter of an
 * hour: a count that runs across a boundary starts over midway and its last try is not refused. Such a run
 * is done once more, in the new window (a run lasts seconds, so it cannot cross two).
 */
const QUARTER_HOUR_MS = 15 * 60_000;
async function inOneWindow(run: () => Promise<void>): Promise<void> {
  const windowNow = () => Math.floor(Date.now() / QUARTER_HOUR_MS);
  const started = windowNow();
  try {
    await run();
  } catch (failure) {
    if (windowNow() === started) throw failure;
    await run();
  }
}

/** A window at `url` whose address bar the test reads back, for the page's own token reading. */
export function windowAt(url: string): { window: LinkWindow; address(): string } {
  const address = new URL(url);
  const stored = new Map<string, string>();
  return {
    window: {
      location: address,
      history: {
        state: null,
        replaceState: (_state, _unused, next) => {
          const moved = new URL(next, address);
          address.pathname = moved.pathname;
          address.search = moved.search;
          address.hash = moved.hash;
        },
      },
      sessionStorage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
      },
    },
    address: () => address.href,
  };
}

let addresses = 0;
/** A client address no other call of the file uses, so one test's limits never reach another's. */
export const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/**
 * A wrong token of the door's own shape and length, so nothing but its value differs from a real one;
 * `variant` makes another wrong one (a guesser never tries the same twice).
 */
function alteredBody(token: string, variant = 0): string {
  const flip = (character: string) => (character === 'A' ? 'B' : 'A');
  const digits = String(variant).padStart(4, '0');
  return token.slice(0, 8) + [...token.slice(8, 24)].map(flip).join('') + digits + token.slice(28);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Whether expired and wrong tokens take the same time: interleaved, from fresh addresses (no limit in the
 * way), the two medians within a factor of two or 2 ms of each other. A shared machine's noise can spoil
 * one round, so up to three are measured; a door doing more work for one kind misses all three.
 */
async function sameWork<T extends Issued>(
  door: PrivateDoor<T>,
  expired: string[],
  wrongLike: (token: string, variant: number) => string,
): Promise<boolean> {
  // Per-call times are a few milliseconds, and a busy machine (CI's two cores running other suites) adds
  // spikes to either kind. Noise only ever adds time, so the fastest call of each kind shows the work
  // itself: medians or minimums within a factor of two pass; a structural difference (a skipped query,
  // an early return) shows in both, every round.
  for (let round = 1; round <= 5; round++) {
    const times = { expired: [] as number[], wrong: [] as number[] };
    for (const token of expired) {
      for (const [kind, tried] of [
        ['expired', token],
        ['wrong', wrongLike(token, round)],
      ] as const) {
        const started = performance.now();
        await door.use(tried, freshAddress());
        times[kind].push(performance.now() - started);
      }
    }
    const close = (a: number, b: number) => Math.abs(a - b) < 2 || (a / b > 0.5 && a / b < 2);
    if (close(median(times.expired), median(times.wrong))) return true;
    if (close(Math.min(...times.expired), Math.min(...times.wrong))) return true;
  }
  return false;
}

/** The properties of SECURITY.md's table, one `it` each, for one door. */
export function describePrivateDoor<T extends Issued>(door: PrivateDoor<T>): void {
  const wrongLike = (token: string, variant = 0) => (door.token.wrong ?? alteredBody)(token, variant);
  describe(`private door: ${door.name}`, () => {
    it(`carries at least ${door.token.minimumBits} random bits in the token's alphabet, never repeated`, async () => {
      const tokens = await Promise.all(Array.from({ length: 4 }, () => door.issue()));
      for (const issued of tokens) {
        const random = door.token.randomPart?.(issued) ?? issued.token;
        expect(issued.token).toMatch(door.token.alphabet);
        expect(random.length * door.token.bitsPerCharacter).toBeGreaterThanOrEqual(door.token.minimumBits);
      }
      expect(new Set(tokens.map(({ token }) => token)).size).toBe(tokens.length);
    });

    it(
      door.storedAs
        ? 'is stored only as its hash'
        : 'is not stored at all (signed, checked by its signature)',
      async () => {
        const issued = await door.issue();
        const kept = await door.stored(issued);
        const random = door.token.randomPart?.(issued) ?? issued.token;
        // A long token is looked for inside every value; a short code (Auth's six digits) as a whole value,
        // since six digits also turn up inside timestamps.
        const holds = (value: string) => (random.length >= 16 ? value.includes(random) : value === random);
        expect(kept.filter(holds)).toEqual([]);
        if (door.storedAs) expect(kept).toContain(door.storedAs(issued.token));
      },
    );

    if (door.singleUse) {
      it('opens once: a replay after use answers as a wrong token does', async () => {
        const issued = await door.issue();
        const address = freshAddress();
        const first = await door.use(issued.token, address);
        expect(door.opened(first)).toBe(true);
        const replay = await door.use(issued.token, address);
        expect(door.opened(replay)).toBe(false);
        expect(replay).toEqual(await door.use(wrongLike(issued.token), address));
      });
    }

    it(`works for its stated lifetime (${door.lifetime.seconds} s) and not a moment after`, async () => {
      const early = await door.issue();
      await door.lifetime.advance(early, door.lifetime.seconds - 60);
      expect(door.opened(await door.use(early.token, freshAddress()))).toBe(true);
      const late = await door.issue();
      await door.lifetime.advance(late, door.lifetime.seconds + 1);
      expect(door.opened(await door.use(late.token, freshAddress()))).toBe(false);
    });

    it('answers an expired token exactly as a wrong one, after the same work', async () => {
      const expired: string[] = [];
      for (let i = 0; i < 7; i++) {
        const issued = await door.issue();
        await door.lifetime.advance(issued, door.lifetime.seconds + 1);
        expired.push(issued.token);
      }
      const address = freshAddress();
      const answerOfExpired = await door.use(expired[0]!, address);
      const answerOfWrong = await door.use(wrongLike(expired[0]!), address);
      expect(door.opened(answerOfExpired) || door.opened(answerOfWrong)).toBe(false);
      if (!door.expiredAnswerDiffers) expect(answerOfExpired).toEqual(answerOfWrong);
      expect(await sameWork(door, expired.slice(1), wrongLike)).toBe(true);
    });

    const { perAddress, perToken } = door.rateLimits;
    if (perAddress !== null) {
      it(`limits one address to ${perAddress} tries, while other addresses still get in`, () =>
        inOneWindow(async () => {
          const address = freshAddress();
          const issued = await door.issue();
          for (let i = 0; i < perAddress; i++) {
            expect(door.limited(await door.use(wrongLike(issued.token, i), address))).toBe(false);
          }
          expect(door.limited(await door.use(wrongLike(issued.token, perAddress), address))).toBe(true);
          // Even the right token waits, from that address; from another it opens.
          expect(door.opened(await door.use(issued.token, address))).toBe(false);
          expect(door.opened(await door.use(issued.token, freshAddress()))).toBe(true);
        }));
    }
    if (perToken !== null) {
      it(`limits one token to ${perToken} tries, from however many addresses`, () =>
        inOneWindow(async () => {
          const issued = await door.issue();
          const target = door.singleUse ? wrongLike(issued.token) : issued.token;
          for (let i = 0; i < perToken; i++) {
            expect(door.limited(await door.use(target, freshAddress()))).toBe(false);
          }
          expect(door.limited(await door.use(target, freshAddress()))).toBe(true);
        }));
    }

    if (door.addressBar) {
      const { url, take } = door.addressBar;
      it('leaves the address bar as soon as the page reads it', async () => {
        const issued = await door.issue();
        const page = windowAt(url(issued.token));
        expect(take(page.window)).toBe(issued.token);
        expect(page.address()).not.toContain(issued.token);
      });
    }
  });
}
