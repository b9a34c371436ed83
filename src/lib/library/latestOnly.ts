/**
 * Runs one search at a time and, while it runs, keeps only the newest query waiting. A visitor typing
 * «familia» starts «f»; «fa», «fam», «fami» arrive while it runs and only «fami» (the newest) runs next.
 * Pagefind answers one search after another in its worker, so starting every keystroke at once would
 * make the last one wait for all the earlier ones; this way it waits for one at most.
 *
 * `run` may ask `superseded()` to skip work (loading results) that a newer query makes useless; `show`
 * gets only the answers no newer query has superseded, so the page never shows an older query's answer
 * over a newer one's. `fail` gets the errors of those same runs.
 */
export function latestOnly<T>(
  run: (query: string, superseded: () => boolean) => Promise<T>,
  show: (query: string, answer: T) => void,
  fail: (query: string, error: unknown) => void,
): (query: string) => void {
  let running = false;
  let waiting: string | undefined;
  const superseded = () => waiting !== undefined;

  const start = async (query: string) => {
    running = true;
    try {
      const answer = await run(query, superseded);
      if (!superseded()) show(query, answer);
    } catch (error) {
      if (!superseded()) fail(query, error);
    }
    running = false;
    const next = waiting;
    waiting = undefined;
    if (next !== undefined) void start(next);
  };

  return (query) => {
    if (running) waiting = query;
    else void start(query);
  };
}
