/**
 * The platform's Request and Response as this worker first saw them. Imported once per worker (it is not a
 * setup file, so it is not evaluated again for each test file) before any file has served anything.
 */
export const PLATFORM_CLASSES = { Request: globalThis.Request, Response: globalThis.Response };
