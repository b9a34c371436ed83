// Only the config function from Zod's core: importing `z` here would pull all of Zod into the admin's entry.
import { config } from 'zod/v4/core';

// Zod 4 probes `new Function` to decide whether to compile fast parsers, when an object schema is built.
// The site's Content-Security-Policy (netlify.toml) forbids eval, so the probe would be refused and
// reported as a violation on every screen and dialog with a form; validating without compiled parsers is
// plenty fast for forms. Every module that builds schemas imports this first (the admin's entry too).
config({ jitless: true });
