/**
 * Why the file chosen for a field was refused (the staff-upload function's Spanish reason), kept under the
 * field until the next choice. The toast announces it; the input names this text in aria-describedby.
 */
export function FieldRefusal({ id, message }: { id: string; message: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-semibold text-clay-700">
      {message}
    </p>
  );
}
