import { adminMessages } from '../lib/messages.ts';

export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
        published ? 'bg-sage-100 text-sage-700' : 'bg-cream-200 text-ink-700'
      }`}
    >
      {published ? adminMessages.common.published : adminMessages.common.draft}
    </span>
  );
}
