// Writes fixtures/places.json, the reference server's canned addresses for the address
// autocomplete routes (server/routes/places.ts): `node tests/tools/places-fixture.mjs`.
// Rule: the same file every run and no network. A seeded generator (mulberry32, seed 17) picks,
// for each country in turn, a city with its region and a postal code of the country's shape, a
// street name and a house number; place ids are drawn from the same generator.
import { writeFile } from 'node:fs/promises';

/** Countries, each with [city, region long name, region short name, postal code pattern]. */
const COUNTRIES = [
  {
    code: 'US',
    name: 'United States',
    short: 'USA',
    streets: [
      'Main St',
      'Oak Ave',
      'Maple St',
      'Cedar Ln',
      'Elm St',
      'Park Ave',
      'Pine St',
      'Lake Dr',
      'Hill Rd',
      'Sunset Blvd',
      'Washington St',
      'Broadway',
    ],
    cities: [
      ['Springfield', 'Illinois', 'IL', '627##'],
      ['Portland', 'Oregon', 'OR', '972##'],
      ['Austin', 'Texas', 'TX', '787##'],
      ['Brooklyn', 'New York', 'NY', '112##'],
      ['Denver', 'Colorado', 'CO', '802##'],
      ['Madison', 'Wisconsin', 'WI', '537##'],
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    short: 'Canada',
    streets: [
      'King St W',
      'Queen St E',
      'Rue Saint-Denis',
      'Yonge St',
      'Granville St',
      'Rue Sherbrooke',
      'Bay St',
      'Robson St',
    ],
    cities: [
      ['Toronto', 'Ontario', 'ON', 'M#A #B#'],
      ['Montréal', 'Québec', 'QC', 'H#C #E#'],
      ['Vancouver', 'British Columbia', 'BC', 'V#B #K#'],
      ['Halifax', 'Nova Scotia', 'NS', 'B#H #L#'],
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    short: 'UK',
    streets: [
      'High Street',
      'Station Road',
      'Church Lane',
      'Victoria Road',
      'Mill Lane',
      'Green Lane',
      'Park Road',
      'Kings Road',
    ],
    cities: [
      ['London', 'England', 'England', 'SE# #AB'],
      ['Manchester', 'England', 'England', 'M# #RT'],
      ['Edinburgh', 'Scotland', 'Scotland', 'EH# #QS'],
      ['Cardiff', 'Wales', 'Wales', 'CF# #NW'],
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    short: 'Australia',
    streets: [
      'George St',
      'Collins St',
      'Queen St',
      'Hay St',
      'Rundle St',
      'Flinders Ln',
      'Bourke St',
      'Pitt St',
    ],
    cities: [
      ['Sydney', 'New South Wales', 'NSW', '20##'],
      ['Melbourne', 'Victoria', 'VIC', '30##'],
      ['Brisbane', 'Queensland', 'QLD', '40##'],
      ['Perth', 'Western Australia', 'WA', '60##'],
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    short: 'Germany',
    streets: [
      'Hauptstraße',
      'Schillerstraße',
      'Goethestraße',
      'Bahnhofstraße',
      'Lindenallee',
      'Gartenweg',
      'Kirchplatz',
      'Bergstraße',
    ],
    cities: [
      ['Berlin', 'Berlin', 'BE', '10###'],
      ['München', 'Bayern', 'BY', '80###'],
      ['Hamburg', 'Hamburg', 'HH', '20###'],
      ['Köln', 'Nordrhein-Westfalen', 'NW', '50###'],
    ],
  },
  {
    code: 'FR',
    name: 'France',
    short: 'France',
    streets: [
      'Rue de la Paix',
      'Avenue Victor Hugo',
      'Rue du Moulin',
      'Boulevard Voltaire',
      'Rue des Lilas',
      'Place de la République',
      'Rue Pasteur',
      'Quai des Célestins',
    ],
    cities: [
      ['Paris', 'Île-de-France', 'IDF', '750##'],
      ['Lyon', 'Auvergne-Rhône-Alpes', 'ARA', '6900#'],
      ['Marseille', "Provence-Alpes-Côte d'Azur", 'PAC', '130##'],
      ['Bordeaux', 'Nouvelle-Aquitaine', 'NAQ', '3300#'],
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    short: 'New Zealand',
    streets: [
      'Queen Street',
      'Cuba Street',
      'Ponsonby Road',
      'Colombo Street',
      'Lambton Quay',
      'George Street',
    ],
    cities: [
      ['Auckland', 'Auckland', 'AUK', '10##'],
      ['Wellington', 'Wellington', 'WGN', '60##'],
      ['Christchurch', 'Canterbury', 'CAN', '80##'],
    ],
  },
];

/** How many addresses each country gets: 7 countries × 48 = 336. */
const PER_COUNTRY = 48;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(17);
const pick = (list) => list[Math.floor(random() * list.length)];
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const placeId = () => `ChIJ${Array.from({ length: 23 }, () => pick(ID_CHARS)).join('')}`;
/** `#` is a digit; any other character is kept. */
const postalCode = (pattern) => pattern.replace(/#/g, () => String(Math.floor(random() * 10)));

const places = [];
const seen = new Set();
for (const country of COUNTRIES) {
  let made = 0;
  while (made < PER_COUNTRY) {
    const [city, region, regionShort, pattern] = pick(country.cities);
    const street = pick(country.streets);
    const number = String(1 + Math.floor(random() * 480));
    const key = `${country.code}|${city}|${street}|${number}`;
    if (seen.has(key)) continue;
    seen.add(key);
    made += 1;
    places.push({
      placeId: placeId(),
      streetNumber: number,
      route: street,
      locality: city,
      region,
      regionShort,
      postalCode: postalCode(pattern),
      country: country.name,
      countryCode: country.code,
      countryShort: country.short,
    });
  }
}

await writeFile('fixtures/places.json', `${JSON.stringify(places, null, 2)}\n`);
console.log(`fixtures/places.json: ${places.length} places`);
