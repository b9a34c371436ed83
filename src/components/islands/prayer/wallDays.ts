/**
 * Days an approved request stays on the wall: siteConfig.prayerWall.wallDays, written by the layout on
 * <html data-prayer-wall-days> so the islands get the number without the config code. 30 is the schema's
 * default, for a page built before the attribute existed.
 */
export const prayerWallDays = (): number => Number(document.documentElement.dataset.prayerWallDays) || 30;
