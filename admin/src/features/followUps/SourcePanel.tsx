import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { longDate } from '../../lib/dates.ts';
import { adminMessages } from '../../lib/messages.ts';
import type { FollowUp } from './api.ts';
import { replyLinks, type SourceView, type VisitSource, visitDay } from './followUps.utils.ts';

const copy = adminMessages.followUps;

/** A planned visit: when, where and who, and, in its own words, that the guest cancelled it. */
function VisitLines({ visit }: { visit: VisitSource }) {
  return (
    <>
      <p className="font-semibold first-letter:uppercase">
        {copy.visit.when(visitDay(visit), visit.serviceName)}
      </p>
      {visit.place && <p>{copy.visit.place(visit.place)}</p>}
      <p>{copy.visit.party(visit.partySize, visit.children)}</p>
      {visit.cancelledAt ? (
        <p className="rounded-lg border-l-4 border-clay-700 bg-clay-100 p-3 font-semibold text-ink-900">
          {copy.visit.cancelled(longDate(visit.cancelledAt))}
        </p>
      ) : (
        <p className="font-semibold text-navy-800">{copy.visit.planned}</p>
      )}
    </>
  );
}

/** What the item came from (a visit, a request…) and the ways to answer its person. */
export function SourcePanel({ item, source }: { item: FollowUp; source: SourceView | null | undefined }) {
  if (source === undefined) return null;
  if (source === null) return <p className="card p-4">{copy.sourceGone}</p>;
  const links = replyLinks(item.kind, source);
  return (
    <div className="card grid gap-3 p-4">
      <h2 className="text-xl font-bold">{copy.source}</h2>
      <p className="font-semibold">{source.name}</p>
      {source.createdAt && (
        <p className="text-sm text-ink-700">{copy.receivedOn(longDate(source.createdAt))}</p>
      )}
      {source.visit && <VisitLines visit={source.visit} />}
      {source.lines.map((line) => (
        <p key={line} className="max-w-prose whitespace-pre-line">
          {line}
        </p>
      ))}
      {source.decidePath && (
        <Link to={source.decidePath} className="btn-primary justify-self-start">
          {copy.decideGroup}
        </Link>
      )}
      <h3 className="font-semibold">{copy.replies}</h3>
      <div className="flex flex-wrap gap-3">
        {links.email && (
          <a className="btn-secondary" href={links.email}>
            <Mail className="size-4" aria-hidden="true" /> {copy.email}
          </a>
        )}
        {links.whatsapp && (
          <a className="btn-secondary" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="size-4" aria-hidden="true" /> {copy.whatsapp}
          </a>
        )}
        {links.call && (
          <a className="btn-secondary" href={links.call}>
            <Phone className="size-4" aria-hidden="true" /> {copy.call}
          </a>
        )}
        {!links.email && !links.call && <p>{copy.noWay}</p>}
      </div>
    </div>
  );
}
