import type { BackendContext } from '../context.ts';

/** What the Storage routes share: the backend context and the server-wide upload limit. */
export interface StorageDeps {
  ctx: BackendContext;
  maxFileSize: number;
}
