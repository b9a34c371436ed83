import { adminMessages } from '../../lib/messages.ts';
import { PERIODS, type Period } from './analytics.utils.ts';

const copy = adminMessages.analytics;

/** 30, 90 or 365 days as one radio group (arrow keys move between them, as in any radio group). */
export function PeriodPicker({ value, onChange }: { value: Period; onChange(period: Period): void }) {
  return (
    <fieldset className="mt-6">
      <legend className="label">{copy.periodLabel}</legend>
      <div className="mt-2 inline-flex flex-wrap gap-1 rounded-lg border border-cream-300 bg-white p-1">
        {PERIODS.map((period) => (
          <label
            key={period}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-ink-900 has-checked:bg-navy-800 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-700"
          >
            <input
              type="radio"
              name="periodo"
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {copy.periods[period]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
