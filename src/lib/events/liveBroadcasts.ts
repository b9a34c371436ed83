import { type Broadcast, broadcastSlots } from '#core/events/liveSchedule.ts';
import { eventTiming } from '#core/events/publicEvent.ts';
import { serviceTimings } from '#core/site/serviceSchedule.ts';
import { allEvents, siteArea } from '../siteContent.ts';
import { BUILD_TIME } from './siteEvents.ts';

/**
 * Days of broadcasts written into /en-vivo. The page is rebuilt at least daily; two weeks keep its
 * countdown right even if rebuilds stop for a while.
 */
const BROADCAST_DAYS = 14;

/** The schedule's services (their exceptions applied) plus every published event with an online link. */
export function upcomingBroadcasts() {
  const services: Broadcast[] = serviceTimings(
    siteArea('schedule'),
    siteArea('identity').timeZone,
    BUILD_TIME,
  ).map(({ service, timing }) => ({ name: service.name, timing }));
  const online: Broadcast[] = allEvents()
    .filter((event) => event.online_url)
    .map((event) => ({ name: event.title, timing: eventTiming(event) }));
  return broadcastSlots([...services, ...online], BUILD_TIME, BROADCAST_DAYS);
}
