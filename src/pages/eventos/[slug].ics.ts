import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { calendarFile } from '../../lib/events/eventsCalendar.ts';
import { allEvents } from '../../lib/siteContent.ts';
import { siteOf } from '../../lib/siteUrl.ts';

/** "Añadir al calendario" on an event page: that event alone, with its rule and exceptions. */
export const getStaticPaths = (() =>
  allEvents().map((event) => ({ params: { slug: event.slug }, props: { event } }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = ({ props, site }) => calendarFile([props.event], siteOf(site));
