import { CircleAlert, CircleCheck, LoaderCircle, Mail } from 'lucide-react';

export type PanelTone = 'ok' | 'busy' | 'error';

const ICONS = {
  ok: <CircleCheck className="size-5 shrink-0 text-sage-700" aria-hidden="true" />,
  busy: <LoaderCircle className="size-5 shrink-0 animate-spin text-navy-700" aria-hidden="true" />,
  waiting: <Mail className="size-5 shrink-0 text-navy-700" aria-hidden="true" />,
  error: <CircleAlert className="size-5 shrink-0 text-clay-700" aria-hidden="true" />,
};

/**
 * A dashboard panel's live status line: an icon for its tone, the headline and its details, announced as
 * they change (role="status"). `busyIcon` picks the spinner (work under way) or an envelope (mail waiting).
 */
export function PanelStatus(props: {
  tone?: PanelTone;
  headline: string;
  details?: readonly string[];
  busyIcon?: 'busy' | 'waiting';
}) {
  const icon = props.tone === 'busy' ? ICONS[props.busyIcon ?? 'busy'] : props.tone && ICONS[props.tone];
  return (
    <div role="status" className="mt-1 flex items-start gap-2">
      {icon ?? null}
      <div className="min-w-0">
        <p className="font-semibold">{props.headline}</p>
        {props.details?.map((line) => (
          <p key={line} className="mt-1 whitespace-pre-line break-words text-sm text-ink-700">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
