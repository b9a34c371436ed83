import type { ReactNode } from 'react';

/** The centred card of the pages outside the panel: sign-in, forgotten password, new password, code. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-navy-950 p-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="text-2xl font-bold text-navy-950">{title}</h1>
        {intro && <p className="mt-1 text-ink-700">{intro}</p>}
        {children}
      </div>
    </main>
  );
}

/** A paragraph read out when it appears: a form's answer (sent, refused, what to do next). */
export function FormNotice({ tone, children }: { tone: 'ok' | 'problem'; children: ReactNode }) {
  return (
    <p
      role={tone === 'problem' ? 'alert' : 'status'}
      className={`mt-4 rounded-md p-3 text-sm ${tone === 'problem' ? 'bg-clay-100 text-clay-700' : 'bg-sage-100 text-sage-700'}`}
    >
      {children}
    </p>
  );
}
