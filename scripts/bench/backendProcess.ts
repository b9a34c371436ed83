import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAIN = new URL('../../backend/main.ts', import.meta.url).pathname;

export interface BackendProcess {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn until the API answered. */
  startupMs: number;
  /**
   * CPU milliseconds the main thread used until then (Linux; null elsewhere): the start's own cost, without
   * the machine's load. V8's workers are left out: they optimise PGlite's wasm beside the start (about 3 s
   * of CPU in all, here) without holding it up, and how much of that lands before the API answers depends
   * on how slow the machine made the main thread (4.0 s quiet, 5.2 s in a loaded CI run, same start).
   */
  startupCpuMs: number | null;
}

/** User + system CPU time of a process's main thread from /proc (clock ticks of 10 ms on Linux). */
function mainThreadCpuMsOf(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Starts `backend/main.ts` as a real process on a free port and resolves once it prints its URL. */
export function startBackendProcess(args: string[], env: NodeJS.ProcessEnv = {}): Promise<BackendProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API \(Supabase local\): (http:\/\/\S+)/.exec(output);
      if (match) {
        child.stdout?.off('data', onData);
        resolve({
          child,
          url: match[1]!,
          startupMs: performance.now() - started,
          startupCpuMs: mainThreadCpuMsOf(child.pid),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}: ${output}`)));
  });
}

export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
