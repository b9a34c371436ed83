import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  envPrefix: 'PUBLIC_',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: process.env.SITE_OUT_DIR
      ? `${process.env.SITE_OUT_DIR}/admin`
      : fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    // The entry holds react-dom, react-router and supabase-js (~175 kB gzip); feature screens are split off.
    chunkSizeWarningLimit: 650,
  },
});
