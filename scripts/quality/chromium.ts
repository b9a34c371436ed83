import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningChromium {
  port: number;
  close(): Promise<void>;
}

/** Headless, with no background traffic that would pollute the measurements. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
];

/**
 * Starts the machine's Chromium (CHROME_PATH, else /usr/bin/chromium) with a DevTools port chosen by the
 * browser itself, read back from its "DevTools listening on ws://…:PORT/" line, so parallel sessions
 * never collide on a fixed port.
 */
export function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'pv-chromium-'));
  const executable = process.env.CHROME_PATH || '/usr/bin/chromium';
  const child = spawn(executable, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error('Chromium no abrió su puerto de depuración en 30 s')),
      30_000,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      void close().then(() => reject(error));
    };
    child.once('error', (error) => fail(new Error(`No se pudo iniciar ${executable}: ${error.message}`)));
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stderr.removeAllListeners('data');
      child.stderr.resume();
      resolve({ port: Number(port), close });
    });
  });
}
