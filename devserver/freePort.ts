import { createServer } from 'node:net';

/**
 * A loopback port nobody listens on right now. The demo backend must know its address before it seeds
 * (the seed stores absolute image URLs), so it cannot simply listen on port 0.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
