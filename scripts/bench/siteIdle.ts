import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import type { RunningProduct } from '#devserver/startProduct.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no build runs and nothing is pending, so each publish-to-live run starts from a quiet site. */
export async function waitUntilIdle(product: RunningProduct, timeoutMs = 300_000): Promise<void> {
  const service = createClient<Database>(product.apiUrl, product.secretKey, {
    auth: { persistSession: false },
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [{ data: status }, { count }] = await Promise.all([
      service.from('site_build_status').select('state').single(),
      service
        .from('site_rebuild_requests')
        .select('id', { count: 'exact', head: true })
        .is('handled_at', null),
    ]);
    if (status?.state !== 'building' && count === 0) return;
    await sleep(250);
  }
  throw new Error('El sitio no terminó de construirse.');
}
