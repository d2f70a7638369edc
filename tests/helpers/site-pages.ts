import { readdirSync } from 'node:fs';

/**
 * Every page the server serves from its own templates and the demo pages, each kind once: the
 * pages every engine's every-page sweep loads.
 */
export const EVERY_PAGE = [
  '/',
  ...readdirSync('demo-pages')
    .filter((f) => f.endsWith('.html'))
    .map((f) => `/demo-pages/${f}`),
  '/shop',
  '/shop/canvas-tote',
  '/cart',
  '/blog',
  '/journal',
  '/events',
  '/gallery',
];
