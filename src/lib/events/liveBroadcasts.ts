import { type Broadcast, broadcastSlots, weeklyServiceTiming } from '#core/events/liveSchedule.ts';
import { eventTiming } from '#core/events/publicEvent.ts';
import { siteConfig } from '#core/siteConfig.ts';
import { allEvents } from '../siteContent.ts';
import { BUILD_TIME } from './siteEvents.ts';

/**
 * Days of broadcasts written into /en-vivo. The page is rebuilt at least daily; two weeks keep its
 * countdown right even if rebuilds stop for a while.
 */
const BROADCAST_DAYS = 14;

/** Weekly services of the configuration plus every published event with an online link. */
export function upcomingBroadcasts() {
  const services: Broadcast[] = siteConfig.serviceSchedule.flatMap((entry) => {
    const timing = weeklyServiceTiming(entry, siteConfig.timeZone);
    return timing ? [{ name: entry.name, timing }] : [];
  });
  const online: Broadcast[] = allEvents()
    .filter((event) => event.online_url)
    .map((event) => ({ name: event.title, timing: eventTiming(event) }));
  return broadcastSlots([...services, ...online], BUILD_TIME, BROADCAST_DAYS);
}
