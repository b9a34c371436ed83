import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '#devserver/buildSite.ts';
import { removeSiteBuild, siteBuildFolder } from '../support/siteFiles.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// A new ministry's first build, before anything is published: the spec's sample content, not empty pages.
let test: TestBackend;
let api: RunningServer;
let outDir: string;

beforeAll(async () => {
  test = await startTestBackend();
  api = await listen(test.backend, 0);
  outDir = siteBuildFolder('empty');
  await buildSite({
    supabaseUrl: api.url,
    publishableKey: test.backend.ctx.keys.publishableKey,
    outDir,
    admin: false,
  });
}, 240_000);

afterAll(async () => {
  await api?.close();
  await test?.close();
  if (outDir) removeSiteBuild(outDir);
});

const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

describe('site built from empty tables', () => {
  it('shows the three sample posts, each with its own page', () => {
    for (const slug of [
      'viviendo-bajo-el-gobierno-de-cristo',
      'cinco-claves-vida-de-oracion',
      'la-fe-que-mueve-montanas',
    ]) {
      expect(read('index.html')).toContain(`/blog/${slug}`);
      expect(existsSync(join(outDir, 'blog', slug, 'index.html'))).toBe(true);
    }
  });

  it('shows the nine sample teachings', () => {
    expect(read('teachings/index.html').match(/data-teaching(?=[\s>])/g)).toHaveLength(9);
  });

  it('publishes no invented podcast episodes', () => {
    expect(read('podcast.xml')).not.toContain('<item>');
  });
});
