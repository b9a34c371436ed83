import { useId } from 'react';
import { dialogMessages } from '#site/lib/messages/dialogMessages.ts';
import { TextField } from '../ui/FormParts.tsx';

const copy = dialogMessages.forms;

/**
 * The optional phone and the explicit WhatsApp consent of the contact, prayer and application forms
 * (issue 31). The box is separate from the number: a phone alone is kept, but staff reply on WhatsApp only
 * with the box ticked (core/schemas/visitorFields.ts checks both).
 */
export function WhatsappFields({
  phone,
  consent,
  onConsent,
}: {
  phone: Omit<Parameters<typeof TextField>[0], 'label'>;
  consent: boolean;
  onConsent: (consent: boolean) => void;
}) {
  const id = useId();
  return (
    <>
      <TextField label={copy.phone} hint={copy.phoneHint} type="tel" autoComplete="tel" {...phone} />
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="whatsapp_consent"
          checked={consent}
          onChange={(event) => onConsent(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-navy-800"
        />
        <label htmlFor={id} className="text-ink-700">
          {copy.whatsappConsent}
        </label>
      </div>
    </>
  );
}
