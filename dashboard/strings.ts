/**
 * Every text the owner's dashboard shows, in one place. The dashboard is the site owner's page,
 * not the storefront's, so these are not in the storefront's strings catalogue (which a site
 * overrides for its visitors); texts with figures in them are functions of those figures.
 */
export const TEXT = {
  loading: 'Loading the analytics…',
  loaded: (from: string, to: string) => `Analytics from ${from} to ${to} loaded.`,
  failed: (reason: string) => `The analytics could not be loaded: ${reason}`,
  retry: 'Try again',
  sessionEnded: 'Your merchant session has ended.',
  logIn: 'Log in again',
  offline: 'the server could not be reached. Check the connection.',
  serverStatus: (status: number) => `the server answered with status ${status}.`,
  badAnswer: 'the server sent an answer the dashboard cannot read.',
  crashed: 'This page stopped working. Reload the page to try again.',

  rangeHeading: 'Date range',
  rangeFrom: 'From',
  rangeTo: 'To',
  rangeApply: 'Apply',
  rangeNote: 'Days are UTC; both days are included.',
  rangeInvalidDay: 'Enter a date as YYYY-MM-DD.',
  rangeOrder: 'The start date must be on or before the end date.',
  rangeTooLong: (days: number) => `Choose a range of at most ${days} days.`,
  rangeFromLink: 'The range in the link is not valid, so the last 30 days are shown.',

  emptyHeading: 'No visits yet in this range',
  emptyBody:
    'Nothing was recorded between these days. Open the shop’s pages in another tab (the shop, a product, the cart), add something to the cart or place a test order, then press Apply here to see them. Or choose a wider range above.',
  emptyShopLink: 'Open the shop in a new tab',

  trafficHeading: 'Page views and visitors',
  trafficSummary: (from: string, to: string, pageViews: string, visitors: string, peak: string) =>
    `Line chart of page views and visitors per day from ${from} to ${to}: ${pageViews} page views and ${visitors} visitors in all${peak}.`,
  trafficPeak: (day: string, pageViews: string) =>
    `; the busiest day was ${day} with ${pageViews} page views`,
  trafficTable: 'Daily figures as a table',
  trafficCaption: 'Page views, visits and visitors per day (UTC)',
  day: 'Day',
  pageViews: 'Page views',
  visits: 'Visits',
  visitors: 'Visitors',

  visitorsHeading: 'New and returning visitors',
  newVisitors: 'New visitors',
  returningVisitors: 'Returning visitors',
  shareOfVisitors: (percent: string) => `${percent} of visitors`,
  totalVisits: 'Visits',

  topPagesHeading: 'Top pages',
  topPagesCaption: 'The ten most viewed pages',
  page: 'Page',
  noPages: 'No page was viewed in this range.',

  funnelHeading: 'Commerce funnel',
  funnelSteps: {
    'product-views': 'Product views',
    'adds-to-cart': 'Adds to cart',
    'cart-views': 'Cart views',
    checkouts: 'Checkouts',
    orders: 'Orders',
  },
  funnelRate: (percent: string, previous: string) => `${percent} of ${previous.toLowerCase()}`,
  funnelNoRate: 'first step',
  funnelNoPrevious: 'no rate: the step before had none',
  funnelOverall: (percent: string) => `Overall, ${percent} of product views became orders.`,

  vitalsHeading: 'Core Web Vitals (75th percentile)',
  vitalsCaption: 'Each page’s 75th-percentile value of each metric, rated by web.dev’s thresholds',
  metric: 'Metric',
  p75: 'p75',
  rating: 'Rating',
  thresholds: 'Good / poor',
  samples: (count: string) => (count === '1' ? 'from 1 sample' : `from ${count} samples`),
  ratings: { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' },
  thresholdText: (good: string, poor: string) => `good ≤ ${good}, poor > ${poor}`,
  noVitals: 'No performance records in this range.',

  errorsHeading: 'JavaScript errors',
  errorCount: (count: string) => (count === '1' ? 'Seen once' : `Seen ${count} times`),
  errorSource: 'Source',
  errorNoSource: 'no source (a promise rejection)',
  errorFirstSeen: 'First seen',
  errorLastSeen: 'Last seen',
  errorStack: 'Sample stack',
  errorNoStack: 'No stack was sent.',
  noErrors: 'No JavaScript errors in this range.',

  dropped: (count: string) =>
    count === '1'
      ? 'One analytics record of this range was not stored: it was over a daily allowance.'
      : `${count} analytics records of this range were not stored: they were over a daily allowance.`,
} as const;
