import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text as a reader extracts it (pdf.js, through unpdf), whitespace collapsed to single spaces. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  return (await getDocumentProxy(pdf.slice())).numPages;
}
