import { z } from 'zod';

// Zod 4 probes `new Function` once to decide whether to compile fast parsers. The site's
// Content-Security-Policy (netlify.toml) forbids eval, so the probe would be refused and reported as a
// violation on every screen with a form; validating without compiled parsers is plenty fast for forms.
z.config({ jitless: true });
