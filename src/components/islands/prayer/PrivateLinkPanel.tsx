import { useEffect, useRef } from 'react';
import { isWallVisibility, type PrayerVisibility, prayerLink } from '#core/prayer/visibility.ts';

/**
 * After sending: the person's private link, to keep (it is also emailed when they gave an email), and the
 * way to the wall, where their request will be once approved or where they can pray for others.
 */
export function PrivateLinkPanel({
  token,
  emailed,
  visibility,
  onClose,
}: {
  token: string;
  emailed: boolean;
  visibility: PrayerVisibility;
  onClose: () => void;
}) {
  const link = prayerLink(window.location.origin, token);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="grid gap-4" aria-labelledby="enlace-privado">
      <h3 id="enlace-privado" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink-900">
        Tu enlace privado
      </h3>
      <p className="text-ink-700">
        Guárdalo: con él verás cuántas personas oraron por ti, podrás retirar tu petición o contarnos cómo
        Dios respondió. No lo compartas.
        {emailed && ' También te lo enviamos por correo.'}
      </p>
      <a href={link} className="break-all font-medium text-navy-800 underline">
        {link}
      </a>
      <p className="text-ink-700">
        {isWallVisibility(visibility)
          ? 'Cuando el equipo pastoral la revise, aparecerá en el '
          : 'Mientras tanto, puedes orar por otros en el '}
        <a href="/oracion" className="font-medium text-navy-800 underline">
          muro de oración
        </a>
        .
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void navigator.clipboard?.writeText(link)}
        >
          Copiar enlace
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Cerrar
        </button>
      </div>
    </section>
  );
}
