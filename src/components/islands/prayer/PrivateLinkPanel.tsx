import { useEffect, useRef } from 'react';
import { isWallVisibility, type PrayerVisibility, prayerLink } from '#core/prayer/visibility.ts';
import { prayerLinkMessages } from '#site/lib/messages/prayerLinkMessages.ts';
import { ContinueOnWhatsapp } from '../whatsapp/ContinueOnWhatsapp.tsx';

const copy = prayerLinkMessages.panel;

/**
 * After sending: the person's private link, to keep (it is also emailed when they gave an email), and the
 * way to the wall, where their request will be once approved or where they can pray for others.
 */
export function PrivateLinkPanel({
  token,
  reference,
  emailed,
  visibility,
  onClose,
}: {
  token: string;
  reference: string;
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
        {copy.title}
      </h3>
      <p className="text-ink-700">
        {copy.keepIt}
        {emailed && copy.emailed}
      </p>
      <a href={link} className="break-all font-medium text-navy-800 underline">
        {link}
      </a>
      <p className="text-ink-700">
        {isWallVisibility(visibility) ? copy.onWall : copy.meanwhile}
        <a href="/oracion" className="font-medium text-navy-800 underline">
          {copy.wall}
        </a>
        .
      </p>
      <ContinueOnWhatsapp kind="prayer" reference={reference} />
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void navigator.clipboard?.writeText(link)}
        >
          {copy.copy}
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {copy.close}
        </button>
      </div>
    </section>
  );
}
