import { RestError } from '../errors/restError.ts';

/**
 * Limits a gateway would enforce in front of PostgREST. Without them one request could make the server
 * parse a megabyte of filters for seconds, or hand Postgres JSON nested so deep that its parser runs out
 * of stack (PGlite then answers nothing at all, PostgreSQL a 5xx "stack depth limit exceeded").
 */
export const MAX_URL_LENGTH = 32 * 1024;
export const MAX_JSON_DEPTH = 100;

/** 414 for URLs over the limit, like nginx in front of the API. */
export function checkUrlLength(url: string, limit = MAX_URL_LENGTH): void {
  if (url.length > limit) {
    throw new RestError(
      414,
      'PGRST414',
      'URI Too Long',
      `The request URL is longer than ${limit / 1024} KB.`,
    );
  }
}

/** The deepest nesting of arrays and objects in a JSON text (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/** 400 PGRST102 for bodies nested deeper than any form of this product sends. */
export function checkJsonDepth(text: string, limit = MAX_JSON_DEPTH): void {
  if (jsonDepth(text) > limit) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', `JSON nested deeper than ${limit} levels.`);
  }
}
