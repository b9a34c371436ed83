import type { GateLimits } from './gate.ts';

export interface AdmissionLimits extends GateLimits {
  /** An admitted request that has not answered after this long gets a 503 (its work still holds the slot). */
  requestTimeoutMs: number;
}

// Generous defaults: PGlite runs one query at a time and answers ~500 writes/s, so 64 in flight plus
// 2,000 queued for up to 10 s absorbs hundreds of simultaneous visitors without refusing any; only a
// flood far beyond that is turned away.
export const DEFAULT_ADMISSION: AdmissionLimits = {
  maxConcurrent: 64,
  maxQueue: 2000,
  queueTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

const VARIABLES: Record<keyof AdmissionLimits, string> = {
  maxConcurrent: 'API_MAX_CONCURRENT',
  maxQueue: 'API_MAX_QUEUE',
  queueTimeoutMs: 'API_QUEUE_TIMEOUT_MS',
  requestTimeoutMs: 'API_REQUEST_TIMEOUT_MS',
};

/** Limits from the environment; a missing or unusable value keeps its default. */
export function admissionFromEnv(env: Record<string, string | undefined>): AdmissionLimits {
  const limits = { ...DEFAULT_ADMISSION };
  for (const [field, variable] of Object.entries(VARIABLES) as [keyof AdmissionLimits, string][]) {
    const value = Number(env[variable]);
    if (env[variable] !== undefined && Number.isInteger(value) && value >= (field === 'maxQueue' ? 0 : 1)) {
      limits[field] = value;
    }
  }
  return limits;
}
