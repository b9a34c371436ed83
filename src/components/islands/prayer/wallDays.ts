/**
 * Days an approved request stays on the wall: the identity area's prayerWallDays, written by the layout on
 * <html data-prayer-wall-days> so the islands get the number without the site content. 30 is the seeded
 * default, for a page built before the attribute existed.
 */
export const prayerWallDays = (): number => Number(document.documentElement.dataset.prayerWallDays) || 30;
