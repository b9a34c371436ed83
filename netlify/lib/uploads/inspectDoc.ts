import CFB from 'cfb';
import { cvRefusals, type Refusal } from './refusals.ts';

// Word 97–2003 keeps its macros in the `Macros` storage (VBA project `_VBA_PROJECT_CUR` in other formats).
const MACRO_STORAGES = /^(Macros|_VBA_PROJECT_CUR|_VBA_PROJECT|VBA)$/i;

/** What an OLE compound file holds: a Word or PowerPoint 97–2003 document, or why it is not accepted. */
export type CompoundVerdict = 'doc' | 'ppt' | 'macros' | 'unreadable';

/** Reads the container's storage names: any macro storage refuses it; else its main stream names it. */
export function inspectCompoundFile(bytes: Uint8Array): CompoundVerdict {
  let names: string[];
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: 'buffer',
    });
    names = container.FullPaths.flatMap((path) => path.split('/').filter((part) => part !== ''));
  } catch {
    return 'unreadable';
  }
  if (names.some((name) => MACRO_STORAGES.test(name))) return 'macros';
  if (names.includes('WordDocument')) return 'doc';
  return names.includes('PowerPoint Document') ? 'ppt' : 'unreadable';
}

/**
 * Checks a legacy Word document (an OLE compound file): it must hold a `WordDocument` stream and no macro
 * storage. A file the parser cannot read is refused with a suggestion to send a PDF instead.
 */
export function inspectDoc(bytes: Uint8Array): Refusal | null {
  const verdict = inspectCompoundFile(bytes);
  if (verdict === 'macros') return cvRefusals.docMacros;
  return verdict === 'doc' ? null : cvRefusals.docUnreadable;
}
