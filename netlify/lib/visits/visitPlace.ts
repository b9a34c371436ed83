import { readSiteContent } from '#core/site/readSiteContent.ts';
import type { Schedule } from '#core/site/schedule.ts';
import type { ServiceClient } from '../serverFunction.ts';

/** What the visits function and its emails need of the published site: the schedule and where to come. */
export interface VisitSite {
  ministryName: string;
  timeZone: string;
  schedule: Schedule;
  /** The ministry's address, one line per part. */
  address: string[];
  /** «Cómo llegar»: the map link of the contact area. */
  mapLink: string;
  /** Months a planned visit is kept after its date (identity.visitRetentionMonths). */
  retentionMonths: number;
}

export async function readVisitSite(service: ServiceClient): Promise<VisitSite> {
  const { content } = await readSiteContent(service);
  return {
    ministryName: content.identity.name,
    timeZone: content.identity.timeZone,
    schedule: content.schedule,
    address: content.contact.address,
    mapLink: content.contact.mapLinkUrl,
    retentionMonths: content.identity.visitRetentionMonths,
  };
}

/** The place of a visit as a person reads it: the service's own place, else the ministry's address. */
export const visitAddress = (place: string, site: Pick<VisitSite, 'address'>) =>
  place.trim() || site.address.join(', ');
