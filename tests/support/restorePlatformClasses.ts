import { PLATFORM_CLASSES } from './platformClasses.ts';

// Vitest runs this before every test file. A worker runs many files in one process (vitest.config.ts), and
// serving with @hono/node-server swaps the process's Request and Response for its lightweight copies, whose
// Response drops a header set after construction once an in-process caller reads its body. Each file starts
// with the platform's classes, as in a process of its own; a file that serves swaps them again itself.
Object.assign(globalThis, PLATFORM_CLASSES);
