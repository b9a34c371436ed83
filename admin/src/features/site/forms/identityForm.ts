import { adminMessages } from '#admin/lib/messages.ts';
import { timeZoneChoices } from '#core/timeZoneChoices.ts';
import { control, type FormDefinition, text, textarea } from '../formDefinition.ts';

const { common, identity: words } = adminMessages.site.forms;

/**
 * Every zone the browser knows, for the schedule, events and every time the site shows: the ministry's
 * current zone first, the rest by their city in Spanish (core/timeZoneChoices.ts).
 */
const zones = (area: unknown) =>
  timeZoneChoices(Intl.supportedValuesOf('timeZone'), [
    (area as { timeZone?: string } | null)?.timeZone ?? '',
  ]);

export const identityForm: FormDefinition = {
  fields: [
    text('name', words.name),
    text('tagline', words.tagline),
    textarea('description', common.description, { rows: 3, hint: words.descriptionHint }),
    control('logo', { kind: 'image', label: words.logo }),
    control('ogImage', { kind: 'image', label: words.ogImage, hint: words.ogImageHint }),
    control('timeZone', { kind: 'select', label: words.timeZone, options: zones }),
    control('prayerWallDays', {
      kind: 'number',
      label: words.prayerWallDays,
      min: 1,
      max: 365,
      hint: words.prayerWallDaysHint,
    }),
    control('visitRetentionMonths', {
      kind: 'number',
      label: words.visitRetentionMonths,
      min: 1,
      max: 36,
      hint: words.visitRetentionMonthsHint,
    }),
  ],
};
