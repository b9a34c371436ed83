import { describe, expect, it } from 'vitest';
import type { ServiceClient } from '../serverFunction.ts';
import { storeAll } from './storeUpload.ts';

/** A bucket that refuses the upload of `failing` and records what it was asked. */
function fakeService(failing: string) {
  const uploaded: string[] = [];
  const removed: string[][] = [];
  const bucket = {
    upload: async (path: string) => {
      if (path === failing) return { data: null, error: new Error('Storage refused') };
      uploaded.push(path);
      return { data: { path }, error: null };
    },
    remove: async (paths: string[]) => {
      removed.push(paths);
      return { data: [], error: null };
    },
  };
  const service = { storage: { from: () => bucket } } as unknown as ServiceClient;
  return { service, uploaded, removed };
}

const image = { bytes: new Uint8Array([1]), contentType: 'image/webp' };

describe('storeAll', () => {
  it('stores every file, in order', async () => {
    const { service, uploaded, removed } = fakeService('none');
    const files = [
      { path: 'public/1-a.webp', image },
      { path: 'public/1-a_thumb.webp', image },
    ];
    expect(await storeAll(service, 'blog_images', files)).toEqual([
      'public/1-a.webp',
      'public/1-a_thumb.webp',
    ]);
    expect(uploaded).toEqual(['public/1-a.webp', 'public/1-a_thumb.webp']);
    expect(removed).toEqual([]);
  });

  it('removes the image when its twin cannot be stored: both or neither', async () => {
    const { service, removed } = fakeService('public/1-a_thumb.webp');
    const files = [
      { path: 'public/1-a.webp', image },
      { path: 'public/1-a_thumb.webp', image },
    ];
    await expect(storeAll(service, 'blog_images', files)).rejects.toThrow('Storage refused');
    expect(removed).toEqual([['public/1-a.webp']]);
  });
});
