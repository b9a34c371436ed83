import { LoaderCircle } from 'lucide-react';

export function Spinner({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-2 text-ink-700 ${fullScreen ? 'min-h-screen' : 'py-10'}`}
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
