import { useId } from 'react';
import {
  PRAYER_VISIBILITIES,
  type PrayerVisibility,
  VISIBILITY_LABELS,
  visibilityConsent,
} from '#core/prayer/visibility.ts';
import { dialogMessages } from '#site/lib/messages/dialogMessages.ts';
import { prayerWallDays } from './wallDays.ts';

/** Who may see the request: private (the default), the wall without a name, or with the first name. */
export function VisibilityChoice({
  value,
  onChange,
}: {
  value: PrayerVisibility;
  onChange: (value: PrayerVisibility) => void;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-consent`}>
      <legend className="field-label">{dialogMessages.prayers.fields.visibility}</legend>
      <div className="grid gap-2">
        {PRAYER_VISIBILITIES.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-ink-700">
            <input
              type="radio"
              name={`${id}-visibility`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4.5 accent-navy-800"
            />
            {VISIBILITY_LABELS[option]}
          </label>
        ))}
      </div>
      <p id={`${id}-consent`} className="mt-1.5 text-sm text-ink-600">
        {visibilityConsent(prayerWallDays())}
      </p>
    </fieldset>
  );
}
