// Only the config function from Zod's core: importing `z` here would pull all of Zod into the entry chunk.
import { config } from 'zod/v4/core';

// Zod 4 probes `new Function` once to decide whether to compile fast parsers. The site's
// Content-Security-Policy (netlify.toml) forbids eval, so the probe would be refused and reported as a
// violation on every screen with a form; validating without compiled parsers is plenty fast for forms.
config({ jitless: true });
