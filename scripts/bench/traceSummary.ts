/**
 * Where the CPU went in a Chromium performance trace (the JSON `browser.startTracing` writes, the file
 * DevTools' Performance panel opens): the V8 sampling profiler's samples, per thread, summed by function
 * into self time. Enough to tell in a benchmark's output whether the page's own code, Pagefind's worker or
 * its WebAssembly spends the time, without opening DevTools.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string };
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

export interface FunctionTime {
  thread: string;
  function: string;
  ms: number;
}

const threadNames = (events: TraceEvent[]) =>
  new Map(
    events
      .filter((event) => event.name === 'thread_name')
      .map((event) => [`${event.pid}:${event.tid}`, String(event.args?.name ?? event.tid)]),
  );

const label = (frame: ProfileNode['callFrame']) => {
  const file = frame.url?.split('/').pop();
  return `${frame.functionName || '(anónima)'}${file ? ` (${file})` : ''}`;
};

/** The `top` functions by self time, over every thread that ran JavaScript or WebAssembly. */
export function cpuByFunction(trace: { traceEvents: TraceEvent[] }, top = 15): FunctionTime[] {
  const names = threadNames(trace.traceEvents);
  // Chunks come from the profiler's own thread; a profile's «Profile» event names the thread it samples.
  const sampled = new Map(
    trace.traceEvents
      .filter((event) => event.name === 'Profile')
      .map((event) => [
        `${event.pid}:${event.id}`,
        names.get(`${event.pid}:${event.tid}`) ?? String(event.tid),
      ]),
  );
  const nodes = new Map<string, string>();
  const totals = new Map<string, FunctionTime>();
  for (const event of trace.traceEvents) {
    if (event.name !== 'ProfileChunk' || !event.args?.data) continue;
    const profile = `${event.pid}:${event.id}`;
    const thread = sampled.get(profile) ?? names.get(`${event.pid}:${event.tid}`) ?? String(event.tid);
    const { cpuProfile, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile?.nodes ?? []) nodes.set(`${profile}:${node.id}`, label(node.callFrame));
    (cpuProfile?.samples ?? []).forEach((sample, i) => {
      const name = nodes.get(`${profile}:${sample}`) ?? '(desconocida)';
      const key = `${thread}\u0000${name}`;
      const entry = totals.get(key) ?? { thread, function: name, ms: 0 };
      // Each sample counts for the time since the one before (the profiler samples at a steady rate).
      entry.ms += (timeDeltas[i] ?? 0) / 1000;
      totals.set(key, entry);
    });
  }
  return [...totals.values()]
    .filter((entry) => entry.function !== '(idle)' && entry.function !== '(program)')
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}
