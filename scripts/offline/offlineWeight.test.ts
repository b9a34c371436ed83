import { describe, expect, it } from 'vitest';
import { gzipBytes } from '../quality/pageWeight.ts';
import { offlineFirstVisitBytes, precachedPaths } from './offlineWeight.ts';

const worker = `self.x=[{"revision":"a1","url":"sin-conexion/index.html"},{"revision":null,"url":"_astro/base.Ab.css"},
  {"revision":null,"url":"_astro/offlineFeatures.Cd.js"},{"revision":"b2","url":"icons/icon-192.png"}];`;

describe('precachedPaths', () => {
  it('reads the site paths of the precache list Workbox injected', () => {
    expect(precachedPaths(worker)).toEqual([
      '/sin-conexion/index.html',
      '/_astro/base.Ab.css',
      '/_astro/offlineFeatures.Cd.js',
      '/icons/icon-192.png',
    ]);
  });
});

describe('offlineFirstVisitBytes', () => {
  const files: Record<string, Buffer> = {
    '/sw.js': Buffer.from(worker),
    '/sin-conexion/index.html': Buffer.from('<h1>Sin conexión</h1>'.repeat(20)),
    '/_astro/base.Ab.css': Buffer.from('body{margin:0}'.repeat(50)),
    '/_astro/offlineFeatures.Cd.js': Buffer.from('export const a=1;'.repeat(30)),
    '/icons/icon-192.png': Buffer.alloc(4267, 7),
  };
  const read = (path: string) => files[path];
  const html = '<link rel="stylesheet" href="/_astro/base.Ab.css"><h1>Inicio</h1>';

  it('counts the worker and what it precaches that the page did not load, images as they are', () => {
    const expected = [
      gzipBytes(files['/sw.js']!),
      gzipBytes(files['/sin-conexion/index.html']!),
      gzipBytes(files['/_astro/offlineFeatures.Cd.js']!),
      4267,
    ].reduce((a, b) => a + b);
    expect(offlineFirstVisitBytes(html, read)).toBe(expected);
  });

  it('is nothing for a build without a worker', () => {
    expect(offlineFirstVisitBytes(html, (path) => (path === '/sw.js' ? undefined : read(path)))).toBe(0);
  });
});
