import type { Queryable } from '@palabra-viva/local-supabase';
import type { PendingRebuilds } from './rebuildTiming.ts';

/** Longest build error kept for the admin (the reason is at the end of the build output). */
const ERROR_TAIL = 4000;

/**
 * The local rebuilder's reads and writes of the rebuild tables. It runs inside `npm start`, next to the
 * database, as the server itself (like the migrations), not through the API. Ages are computed by the
 * database so its clock is the only one that matters.
 */
export function rebuildStore(db: Queryable) {
  return {
    async pending(): Promise<PendingRebuilds | undefined> {
      const { rows } = await db.query<{
        last_id: string | null;
        quiet_ms: number;
        waited_ms: number;
        urgent: boolean;
      }>(
        `select max(id) as last_id,
                (extract(epoch from clock_timestamp() - max(requested_at)) * 1000)::float8 as quiet_ms,
                (extract(epoch from clock_timestamp() - min(requested_at)) * 1000)::float8 as waited_ms,
                coalesce(bool_or(reason in ('manual', 'scheduled')), false) as urgent
         from public.site_rebuild_requests where handled_at is null`,
      );
      const row = rows[0];
      if (!row?.last_id) return undefined;
      return {
        lastId: Number(row.last_id),
        quietMs: row.quiet_ms,
        waitedMs: row.waited_ms,
        urgent: row.urgent,
      };
    },

    async request(reason: string): Promise<void> {
      await db.query('insert into public.site_rebuild_requests (reason) values ($1)', [reason]);
    },

    /** Marks requests handled and the build started; returns the database time the build reads from. */
    async startBuild(upToId: number | undefined): Promise<string> {
      if (upToId !== undefined) {
        await db.query(
          'update public.site_rebuild_requests set handled_at = now() where handled_at is null and id <= $1',
          [upToId],
        );
      }
      const { rows } = await db.query<{ started_at: string }>(
        `update public.site_build_status set state = 'building', started_at = now(), updated_at = now()
         where id returning started_at::text`,
      );
      return rows[0]!.started_at;
    },

    async finishBuild(): Promise<void> {
      await db.query(
        `update public.site_build_status
         set state = 'idle', last_built_at = now(), last_error = null, updated_at = now() where id`,
      );
    },

    async failBuild(message: string): Promise<void> {
      await db.query(
        `update public.site_build_status set state = 'failed', last_error = $1, updated_at = now() where id`,
        [message.slice(-ERROR_TAIL)],
      );
    },

    /**
     * Milliseconds until the next published row becomes visible after `since` (a build's start): content
     * scheduled for later, or that came due while the build read. Undefined when nothing is scheduled.
     */
    async msUntilNextScheduled(since: string): Promise<number | undefined> {
      const { rows } = await db.query<{ due_in_ms: number | null }>(
        `select (extract(epoch from min(published_at) - clock_timestamp()) * 1000)::float8 as due_in_ms
         from (
           select published_at from public.posts where is_published and published_at > $1::timestamptz
           union all select published_at from public.videos where is_published and published_at > $1::timestamptz
           union all select published_at from public.audios where is_published and published_at > $1::timestamptz
           union all select published_at from public.resources where is_published and published_at > $1::timestamptz
           union all select published_at from public.events where is_published and published_at > $1::timestamptz
           -- Past event dates drop off: the next midnight in an event's zone (as the SQL dispatcher does).
           union all select (date_trunc('day', $1::timestamptz at time zone time_zone) + interval '1 day') at time zone time_zone
             from public.events where is_published and published_at <= clock_timestamp()
           -- Site content that changes with the clock: a schedule exception's day ends, the banner starts or ends.
           union all select moment from private.site_content_moments() as moment where moment > $1::timestamptz
         ) as upcoming`,
        [since],
      );
      const due = rows[0]?.due_in_ms;
      return due === null || due === undefined ? undefined : due;
    },
  };
}

export type RebuildStore = ReturnType<typeof rebuildStore>;
