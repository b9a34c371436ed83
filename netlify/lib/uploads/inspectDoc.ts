import CFB from 'cfb';
import { cvRefusals, type Refusal } from './uploadMessages.ts';

// Word 97–2003 keeps its macros in the `Macros` storage (VBA project `_VBA_PROJECT_CUR` in other formats).
const MACRO_STORAGES = /^(Macros|_VBA_PROJECT_CUR|_VBA_PROJECT|VBA)$/i;

/**
 * Checks a legacy Word document (an OLE compound file): it must hold a `WordDocument` stream and no macro
 * storage. A file the parser cannot read is refused with a suggestion to send a PDF instead.
 */
export function inspectDoc(bytes: Uint8Array): Refusal | null {
  let names: string[];
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: 'buffer',
    });
    names = container.FullPaths.flatMap((path) => path.split('/').filter((part) => part !== ''));
  } catch {
    return cvRefusals.docUnreadable;
  }
  if (names.some((name) => MACRO_STORAGES.test(name))) return cvRefusals.docMacros;
  return names.includes('WordDocument') ? null : cvRefusals.docUnreadable;
}
