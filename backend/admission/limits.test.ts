import { describe, expect, it } from 'vitest';
import { admissionFromEnv, DEFAULT_ADMISSION } from './limits.ts';

describe('admissionFromEnv', () => {
  it.each([
    [{}, DEFAULT_ADMISSION],
    [
      { API_MAX_CONCURRENT: '8', API_MAX_QUEUE: '0' },
      { ...DEFAULT_ADMISSION, maxConcurrent: 8, maxQueue: 0 },
    ],
    [
      { API_QUEUE_TIMEOUT_MS: '250', API_REQUEST_TIMEOUT_MS: '5000' },
      { ...DEFAULT_ADMISSION, queueTimeoutMs: 250, requestTimeoutMs: 5000 },
    ],
    [{ API_MAX_CONCURRENT: '0', API_MAX_QUEUE: '-1', API_REQUEST_TIMEOUT_MS: 'soon' }, DEFAULT_ADMISSION],
    [{ API_MAX_CONCURRENT: '2.5', API_QUEUE_TIMEOUT_MS: '' }, DEFAULT_ADMISSION],
  ])('%j → %j', (env, expected) => {
    expect(admissionFromEnv(env)).toEqual(expected);
  });
});
