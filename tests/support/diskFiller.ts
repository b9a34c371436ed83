import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A small file system of our own for the full-disk test: a tmpfs mounted on a temporary folder (needs
 * root and mount permission, as in our CI container). `fill` leaves only a little free space with a
 * filler file; `makeRoom` deletes it, as an operator freeing space would.
 */
export interface SmallDisk {
  dir: string;
  freeBytes(): number;
  fill(leaveBytes: number): void;
  makeRoom(): void;
  unmount(): void;
}

/** Mounts a tmpfs of `sizeMb`, or returns the reason it cannot (not root, mount not permitted…). */
export function mountSmallDisk(sizeMb: number): SmallDisk | string {
  if (process.getuid?.() !== 0) return 'no se ejecuta como root (hace falta para montar un tmpfs)';
  const dir = mkdtempSync(join(tmpdir(), 'pv-fulldisk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return `no se pudo montar un tmpfs: ${(error as Error).message.split('\n')[0]}`;
  }
  const filler = join(dir, 'filler');
  const freeBytes = () => {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  };
  return {
    dir,
    freeBytes,
    fill(leaveBytes) {
      execFileSync('fallocate', ['-l', String(Math.max(0, freeBytes() - leaveBytes)), filler]);
    },
    makeRoom() {
      rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
