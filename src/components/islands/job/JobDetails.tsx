import type { Position as JobPosition } from '#core/site/openings.ts';
import { careersMessages } from '#site/lib/messages/careersMessages.ts';

const copy = careersMessages;

interface Props {
  position: JobPosition;
  onBack: () => void;
  onApply: () => void;
}

export function JobDetails({ position, onBack, onApply }: Props) {
  const details = position.fullDescription;
  const lists = [
    { title: copy.details.education, items: details.education },
    { title: copy.details.responsibilities, items: details.responsibilities },
    { title: copy.details.idealProfile, items: details.idealProfile },
  ];
  return (
    <div className="grid gap-5">
      <p className="text-sm font-semibold text-ink-600">
        {position.category} · {position.type}
      </p>
      <p>{details.introduction}</p>
      {lists.map((list) => (
        <div key={list.title}>
          <h3 className="font-sans text-base font-semibold">{list.title}</h3>
          <ul className="mt-2 grid list-disc gap-1 pl-6">
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink-900">{copy.details.schedule}</dt>
          <dd>{details.schedule}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-900">{copy.details.reportsTo}</dt>
          <dd>{details.reportsTo}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {copy.actions.back}
        </button>
        <button type="button" className="btn btn-primary" onClick={onApply}>
          {copy.actions.apply}
        </button>
      </div>
    </div>
  );
}
