import type { BackendContext } from '../context.ts';

import type { StorageSettings } from './settings.ts';

/** What the Storage routes share: the backend context and the settings from config.toml. */
export interface StorageDeps extends StorageSettings {
  ctx: BackendContext;
}
