import { Construction } from 'lucide-react';
import { adminMessages } from '../lib/messages.ts';

export function UnderConstruction({ title }: { title: string }) {
  return (
    <section>
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="card mt-6 flex items-center gap-4">
        <Construction className="size-8 text-gold-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">{adminMessages.common.underConstruction}</p>
          <p className="text-ink-700">{adminMessages.common.underConstructionDescription}</p>
        </div>
      </div>
    </section>
  );
}
