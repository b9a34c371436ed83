import { gzipSync } from 'node:zlib';

export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  /** Bytes of code inside inline <script> elements (JSON-LD and other data blocks excluded). */
  inlineScriptBytes: number;
  /** The same code gzipped together, as a server would send it inside the page. */
  inlineScriptGzipBytes: number;
  /** src of external scripts the page loads; their size is measured from the build folder. */
  externalScripts: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i;
const SRC = /\bsrc\s*=\s*["']?([^"'\s>]+)/i;

/** What a built page costs a visitor in HTML and JavaScript before any interaction. */
export function measurePage(html: string): PageWeight {
  let inlineScriptBytes = 0;
  let inlineCode = '';
  const externalScripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (DATA_TYPE.test(attributes)) continue;
    const src = SRC.exec(attributes)?.[1];
    if (src) externalScripts.push(src);
    else {
      inlineScriptBytes += Buffer.byteLength(body);
      inlineCode += body;
    }
  }
  // Module preloads are scripts the browser fetches up front too.
  for (const [, href] of html.matchAll(
    /<link\b[^>]*rel=["']?modulepreload["']?[^>]*href=["']?([^"'\s>]+)/gi,
  )) {
    if (href) externalScripts.push(href);
  }
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    inlineScriptBytes,
    inlineScriptGzipBytes: inlineCode ? gzipSync(inlineCode).length : 0,
    externalScripts: [...new Set(externalScripts)],
  };
}
