import type { Database } from '../../db/database.ts';
import { SchemaCaches } from '../schema/schemaCache.ts';
import { type DbSettings, DEFAULT_DB_SETTINGS, queryDbSettings } from './dbSettings.ts';
import type { RestSettings } from './restSettings.ts';

/**
 * What a Data API keeps between requests, as PostgREST's AppState: settings, the schema caches, the
 * in-database configuration and the time zone names. `NOTIFY pgrst` reloads them as PostgREST's listener
 * does: 'reload schema', 'reload config', or an empty payload for both.
 */
export class RestRuntime {
  readonly settings: RestSettings;
  readonly caches: SchemaCaches;
  readonly #db: Database;
  #dbSettings: Promise<DbSettings> | undefined;
  #timezones: Promise<ReadonlySet<string>> | undefined;

  constructor(db: Database, settings: RestSettings) {
    this.#db = db;
    this.settings = settings;
    this.caches = new SchemaCaches(db);
  }

  /** The in-database settings, read (and NOTIFY pgrst listened to) from the first request on. */
  dbSettings(): Promise<DbSettings> {
    if (!this.#dbSettings) {
      this.#dbSettings = this.#loadDbSettings(DEFAULT_DB_SETTINGS);
      this.#db
        .listen('pgrst', (payload) => this.#onNotify(payload))
        .catch((error) => console.error('[rest] no se pudo escuchar NOTIFY pgrst:', error));
    }
    return this.#dbSettings;
  }

  /** pg_timezone_names, read once: the values `Prefer: timezone=` accepts. */
  timezones(): Promise<ReadonlySet<string>> {
    this.#timezones ??= this.#db
      .query<{ name: string }>('select name from pg_timezone_names')
      .then(({ rows }) => new Set(rows.map((row) => row.name)));
    return this.#timezones;
  }

  /** Keeps the settings in force when a reload fails (an invalid value), as PostgREST does. */
  async #loadDbSettings(previous: DbSettings): Promise<DbSettings> {
    try {
      return await queryDbSettings(this.#db);
    } catch (error) {
      console.error(
        '[rest] configuración en la base no válida; se mantiene la anterior:',
        (error as Error).message,
      );
      return previous;
    }
  }

  #onNotify(payload: string): void {
    if (payload === '' || payload === 'reload schema') {
      this.caches.reloadAll().catch((error) => console.error('[rest] recarga del esquema fallida:', error));
    }
    if ((payload === '' || payload === 'reload config') && this.#dbSettings) {
      this.#dbSettings = this.#dbSettings.then((previous) => this.#loadDbSettings(previous));
    }
  }
}
