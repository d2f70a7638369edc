import type { FormInputs, SanitizedValue } from '../../src/forms/sanitize';

/**
 * The contact form of fixtures/forms.json (its first form) with every field filled in, as the page
 * holds it: the unit tests sanitize and validate it, the browser test types it in.
 */
export const CONTACT_INPUTS = {
  'f-name': { first: 'Ada', last: 'Lovelace' },
  'f-email': 'ada@example.com',
  'f-phone': { area: '555', prefix: '123', line: '4567' },
  'f-address': {
    line1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
  },
  'f-order': ' A-100 ',
  'f-amount': '12.50',
  'f-count': '2',
  'f-date': { month: '11', day: '20', year: '2026' },
  'f-time': { hour: '10', minute: '30', second: '00', ampm: 'AM' },
  'f-topic': 'Returns',
  'f-channels': ['Phone', 'Email'],
  'f-size': 'M',
  'f-survey': { Delivery: '2' },
  'f-message': 'Where is my parcel?',
} satisfies FormInputs;

/**
 * What a submission of CONTACT_INPUTS sends: each field in the shape the API takes (multi-part
 * fields as arrays, text trimmed), and the hidden field from the page's `source` query parameter.
 */
export function contactValues(source: string): Record<string, SanitizedValue> {
  return {
    'f-name': ['Ada', 'Lovelace'],
    'f-email': 'ada@example.com',
    'f-phone': ['', '555', '123', '4567'],
    'f-address': ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
    'f-order': 'A-100',
    'f-amount': '12.50',
    'f-count': '2',
    'f-date': ['11', '20', '2026'],
    'f-time': ['10', '30', '00', 'AM'],
    'f-topic': 'Returns',
    'f-channels': ['Phone', 'Email'],
    'f-size': 'M',
    'f-survey': { Delivery: '2' },
    'f-message': 'Where is my parcel?',
    'f-source': source,
  };
}
