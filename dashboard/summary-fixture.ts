import type { AnalyticsSummary } from '../src/contract/analytics';

/**
 * Fixed summaries for the dashboard's unit tests, shaped as the summary call answers: one with a
 * bit of everything over three days, and one of a range where nothing happened.
 */

export const SUMMARY: AnalyticsSummary = {
  range: { from: '2025-03-01', to: '2025-03-03' },
  totals: { pageViews: 42, visits: 12, visitors: 10, newVisitors: 6, returningVisitors: 4 },
  daily: [
    { date: '2025-03-01', pageViews: 10, visits: 3, visitors: 3 },
    { date: '2025-03-02', pageViews: 25, visits: 7, visitors: 6 },
    { date: '2025-03-03', pageViews: 7, visits: 2, visitors: 2 },
  ],
  topPages: [
    { path: '/shop', pageViews: 20, visitors: 8 },
    { path: '/shop/ceramic-mug', pageViews: 15, visitors: 6 },
  ],
  funnel: [
    { step: 'product-views', count: 40, rate: null },
    { step: 'adds-to-cart', count: 10, rate: 0.25 },
    { step: 'cart-views', count: 8, rate: 0.8 },
    { step: 'checkouts', count: 4, rate: 0.5 },
    { step: 'orders', count: 2, rate: 0.5 },
  ],
  webVitals: [
    { path: '/shop', metric: 'LCP', p75: 2100, samples: 9, rating: 'good' },
    { path: '/shop', metric: 'CLS', p75: 0.18, samples: 9, rating: 'needs-improvement' },
    { path: '/cart', metric: 'INP', p75: 640, samples: 3, rating: 'poor' },
  ],
  errors: [
    {
      message: 'TypeError: cart is undefined',
      source: 'https://shop.test/assets/theme.js',
      count: 3,
      firstSeen: Date.UTC(2025, 2, 1, 9, 0),
      lastSeen: Date.UTC(2025, 2, 3, 17, 30),
      sampleStack: 'TypeError: cart is undefined\n    at render (theme.js:10:5)',
    },
    {
      message: 'Unhandled rejection: <b>nope</b>',
      source: '',
      count: 1,
      firstSeen: Date.UTC(2025, 2, 2, 8, 0),
      lastSeen: Date.UTC(2025, 2, 2, 8, 0),
      sampleStack: '',
    },
  ],
  dropped: 0,
};

export const EMPTY_SUMMARY: AnalyticsSummary = {
  range: { from: '2000-01-01', to: '2000-01-02' },
  totals: { pageViews: 0, visits: 0, visitors: 0, newVisitors: 0, returningVisitors: 0 },
  daily: [
    { date: '2000-01-01', pageViews: 0, visits: 0, visitors: 0 },
    { date: '2000-01-02', pageViews: 0, visits: 0, visitors: 0 },
  ],
  topPages: [],
  funnel: [
    { step: 'product-views', count: 0, rate: null },
    { step: 'adds-to-cart', count: 0, rate: null },
    { step: 'cart-views', count: 0, rate: null },
    { step: 'checkouts', count: 0, rate: null },
    { step: 'orders', count: 0, rate: null },
  ],
  webVitals: [],
  errors: [],
  dropped: 0,
};
