import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import type { ClaimedEmail } from './outboxMessage.ts';
import type { SenderProblem } from './smtpFailure.ts';

export type ServiceClient = SupabaseClient<Database>;

/** What a worker run found: ready to send, or the problem that keeps mail waiting. */
export interface SenderStatus {
  problem: SenderProblem | null;
  detail: string | null;
  perMinute: number;
}

export interface ClaimRequest {
  worker: string;
  maxEmails: number;
  leaseSeconds: number;
  perMinute: number;
  maxAttempts: number;
}

/**
 * The outbox's database protocol (migration 20251109000100) through the service role: the same calls from
 * a Netlify function in production and from `npm start` locally. Every error is thrown, never swallowed.
 */
export interface OutboxStore {
  claim(request: ClaimRequest): Promise<ClaimedEmail[]>;
  recordSent(emailId: string, messageId: string, smtpResponse: string): Promise<boolean>;
  /** Without `retryAt` the email has failed for good. */
  recordFailure(emailId: string, worker: string, error: string, retryAt?: Date): Promise<boolean>;
  release(worker: string, emailIds: string[]): Promise<number>;
  reportStatus(status: SenderStatus): Promise<void>;
}

function orThrow<T>(step: string, { data, error }: { data: T | null; error: { message: string } | null }): T {
  if (error) throw new Error(`Bandeja de salida (${step}): ${error.message}`);
  return data as T;
}

export function outboxStore(service: ServiceClient): OutboxStore {
  return {
    async claim(request) {
      const rows = orThrow(
        'claim',
        await service.rpc('claim_outbox_emails', {
          worker: request.worker,
          max_emails: request.maxEmails,
          lease_seconds: request.leaseSeconds,
          per_minute: request.perMinute,
          max_attempts: request.maxAttempts,
        }),
      );
      if (rows.length === 0) return [];
      // What each email is, for the attachments made at send time (the claim answers the message only).
      const kinds = orThrow(
        'claim',
        await service
          .from('email_outbox')
          .select('id, kind, idempotency_key')
          .in(
            'id',
            rows.map((row) => row.id),
          ),
      );
      const of = new Map(kinds.map((row) => [row.id, row]));
      return rows.map((row) => ({
        ...row,
        headers: row.headers as Record<string, string>,
        kind: of.get(row.id)?.kind,
        idempotencyKey: of.get(row.id)?.idempotency_key,
      }));
    },
    async recordSent(emailId, messageId, smtpResponse) {
      return orThrow(
        'sent',
        await service.rpc('record_outbox_sent', {
          email_id: emailId,
          message_id: messageId,
          smtp_response: smtpResponse,
        }),
      );
    },
    async recordFailure(emailId, worker, error, retryAt) {
      return orThrow(
        'failure',
        await service.rpc('record_outbox_failure', {
          email_id: emailId,
          worker,
          error,
          ...(retryAt ? { retry_at: retryAt.toISOString() } : {}),
        }),
      );
    },
    async release(worker, emailIds) {
      if (emailIds.length === 0) return 0;
      return orThrow('release', await service.rpc('release_outbox_emails', { worker, email_ids: emailIds }));
    },
    async reportStatus(status) {
      const { error } = await service.from('email_sender_status').upsert(
        {
          id: true,
          checked_at: new Date().toISOString(),
          problem: status.problem,
          problem_detail: status.detail?.slice(0, 1000) ?? null,
          per_minute: status.perMinute,
        },
        { onConflict: 'id' },
      );
      if (error) throw new Error(`Bandeja de salida (estado): ${error.message}`);
    },
  };
}
