// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  outDir: './dist',
  integrations: [react()],
  build: { format: 'directory' },
});
