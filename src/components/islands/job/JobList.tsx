import type { Position as JobPosition } from '#core/site/openings.ts';
import { careersMessages } from '#site/lib/messages/careersMessages.ts';
import { openPositions } from './openPositions.ts';

const copy = careersMessages;

interface Props {
  onApply: (position: JobPosition) => void;
  onDetails: (position: JobPosition) => void;
  onGeneral: () => void;
}

export function JobList({ onApply, onDetails, onGeneral }: Props) {
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {openPositions().map((position) => (
          <li key={position.id} className="rounded-xl border border-cream-300 bg-cream-100 p-4">
            <h3 className="text-lg font-semibold">{position.title}</h3>
            <p className="text-sm font-semibold text-ink-600">
              {position.category} · {position.type}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className="btn btn-primary" onClick={() => onApply(position)}>
                {copy.actions.apply}
                <span className="sr-only">{copy.actions.applyTo(position.title)}</span>
              </button>
              <button type="button" className="btn btn-outline" onClick={() => onDetails(position)}>
                {copy.actions.details}
                <span className="sr-only">{copy.actions.detailsOf(position.title)}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-outline justify-self-start" onClick={onGeneral}>
        {copy.actions.general}
      </button>
    </div>
  );
}
