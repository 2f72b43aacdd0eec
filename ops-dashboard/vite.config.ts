import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the build at /ops/ (OPS_DASHBOARD_DIR); react-admin's hash router keeps every route under that one
// index.html, so links such as /ops/#/finder-requests/<id>/show open the record.
export default defineConfig({
  base: '/ops/',
  plugins: [react()],
  build: {
    outDir: 'build',
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === '1',
  },
  // In development the dashboard runs on its own port and sends /api to `npm start`'s API: same origin for the
  // browser, so the session cookie (SameSite=Strict) and the CSRF header work as in production.
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
