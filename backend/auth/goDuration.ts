/**
 * Go's time.ParseDuration, which GoTrue uses for `ban_duration` ("24h", "1h30m", "876000h", "none" is
 * handled by the caller). Returns milliseconds, or an error worded like Go's.
 */

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

export type DurationResult = { ok: true; ms: number } | { ok: false; message: string };

export function parseGoDuration(text: string): DurationResult {
  const quoted = JSON.stringify(text);
  let rest = text;
  let sign = 1;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === '0') return { ok: true, ms: 0 };
  if (rest === '') return { ok: false, message: `time: invalid duration ${quoted}` };
  let total = 0;
  while (rest !== '') {
    const number = /^(\d*)(\.\d*)?/.exec(rest)!;
    if (number[0] === '' || number[0] === '.')
      return { ok: false, message: `time: invalid duration ${quoted}` };
    rest = rest.slice(number[0].length);
    const unit = /^[^\d.]*/.exec(rest)![0];
    if (unit === '') return { ok: false, message: `time: missing unit in duration ${quoted}` };
    const scale = UNIT_MS[unit];
    if (scale === undefined)
      return { ok: false, message: `time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}` };
    rest = rest.slice(unit.length);
    total += Number(number[0]) * scale;
  }
  if (!Number.isFinite(total) || total > 9_223_372_036_854)
    return { ok: false, message: `time: invalid duration ${quoted}` };
  return { ok: true, ms: sign * total };
}
