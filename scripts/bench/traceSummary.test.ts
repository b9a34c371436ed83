import { describe, expect, it } from 'vitest';
import { cpuByFunction } from './traceSummary.ts';

const chunk = (
  tid: number,
  id: string,
  nodes: [number, string, string?][],
  samples: number[],
  timeDeltas: number[],
) => ({
  name: 'ProfileChunk',
  pid: 1,
  tid,
  id,
  args: {
    data: {
      cpuProfile: {
        nodes: nodes.map(([node, functionName, url]) => ({ id: node, callFrame: { functionName, url } })),
        samples,
      },
      timeDeltas,
    },
  },
});

describe('cpuByFunction', () => {
  it('sums each sampled thread’s samples into self time per function, biggest first, idle left out', () => {
    const trace = {
      traceEvents: [
        { name: 'thread_name', pid: 1, tid: 10, args: { name: 'CrRendererMain' } },
        { name: 'thread_name', pid: 1, tid: 20, args: { name: 'DedicatedWorker thread' } },
        { name: 'thread_name', pid: 1, tid: 30, args: { name: 'v8:ProfEvntProc' } },
        { name: 'Profile', pid: 1, tid: 20, id: '0x2' },
        chunk(
          10,
          '0x1',
          [
            [1, '(idle)'],
            [2, 'resultItem', 'http://127.0.0.1/_astro/searchPage.js'],
          ],
          [2, 1, 2],
          [500, 9000, 700],
        ),
        chunk(
          20,
          '0x2',
          [
            [1, 'search', 'http://127.0.0.1/pagefind/pagefind-worker.js'],
            [2, ''],
          ],
          [1, 1, 2],
          [1000, 2000, 250],
        ),
        // A later chunk of the same profile names samples by the nodes the first chunk declared.
        chunk(30, '0x2', [], [1], [1000]),
      ],
    };
    expect(cpuByFunction(trace)).toEqual([
      { thread: 'DedicatedWorker thread', function: 'search (pagefind-worker.js)', ms: 4 },
      { thread: 'CrRendererMain', function: 'resultItem (searchPage.js)', ms: 1.2 },
      { thread: 'DedicatedWorker thread', function: '(anónima)', ms: 0.25 },
    ]);
  });
});
