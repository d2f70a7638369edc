// The template engine's bench workload: page-sized templates of our own over generated data,
// using the instructions and core formatters every store page leans on.

const words = ['linen', 'oak', 'brass', 'wool', 'clay', 'glass', 'cedar', 'stone', 'silk', 'iron'];
const word = (i) => words[i % words.length];
const sentence = (i, n) => Array.from({ length: n }, (_, k) => word(i * 7 + k * 3)).join(' ');

function products(count) {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    title: `${sentence(i, 2)} <no. ${i}>`,
    urlSlug: `item-${i}`,
    excerpt: sentence(i, 40),
    onSale: i % 4 === 0,
    soldOut: i % 9 === 0,
    price: 1000 + i * 37,
    tags: Array.from({ length: i % 5 }, (_, k) => word(i + k)),
    variants: Array.from({ length: 1 + (i % 3) }, (_, k) => ({ sku: `p${i}-${k}`, stock: k * 3 })),
  }));
}

const productGrid = `<section class="grid">
{.repeated section items}
  <article id="{urlSlug}" class="card{.if onSale} card--sale{.end}{.if soldOut} card--sold-out{.end}">
    <h2>{title|html}</h2>
    <p>{excerpt|truncate 80}</p>
    <span>{variants|count} {variants|count|pluralize option options}</span>{.equal? onSale true} <b>Sale</b>{.end}
    {.section tags}<ul>{.repeated section @}<li>{@|html}</li>{.alternates with}, {.end}</ul>{.or}<p>No tags</p>{.end}
    <a href="/shop/{urlSlug|url-encode}" data-id="{id|htmlattr}">{title|slugify}</a>
  </article>
{.alternates with}
  <hr>
{.end}
</section>`;

const productJson = `{.repeated section items}<script type="application/json">{@|json}</script>{.end}`;

const nested = `{.section site}<header><h1>{title|html}</h1>
<nav>{.repeated section navigation}<a href="{url}"{.if active} aria-current="page"{.end}>{label|html}</a>{.end}</nav></header>{.end}
{.repeated section sections}<section><h2>{heading|html}</h2>
  {.repeated section rows}<div>{.repeated section cells}<span>{@|html}</span>{.end}</div>{.end}
</section>{.end}`;

const partials = {
  card: '<div class="mini"><b>{title|html}</b> {price}</div>',
};
const withPartials = `{.repeated section items}{@|apply card}{.end}`;

const table = `<table>{.repeated section rows}<tr>{.repeated section cells}<td>{@}</td>{.end}</tr>{.end}</table>`;

function site() {
  return {
    site: {
      title: 'The <Demo> Store',
      navigation: Array.from({ length: 8 }, (_, i) => ({
        url: `/page-${i}`,
        label: sentence(i, 2),
        active: i === 2,
      })),
    },
    sections: Array.from({ length: 10 }, (_, i) => ({
      heading: sentence(i, 3),
      rows: Array.from({ length: 10 }, (_, r) => ({
        cells: Array.from({ length: 5 }, (_, c) => `${word(i + r + c)} & ${c}`),
      })),
    })),
  };
}

const rows = {
  rows: Array.from({ length: 200 }, (_, r) => ({
    cells: Array.from({ length: 8 }, (_, c) => r * c),
  })),
};

/** Each case: a template, its data and its partials. */
export const WORKLOAD = [
  { name: 'product grid (60 items)', template: productGrid, json: { items: products(60) } },
  {
    name: 'product JSON (60 items)',
    template: productJson,
    json: { items: products(60) },
    // The work both engines hand to the same native call: most of this workload's time.
    native: (json) => () => {
      for (const item of json.items) JSON.stringify(item);
    },
  },
  { name: 'nested page', template: nested, json: site() },
  { name: 'partials (60 items)', template: withPartials, json: { items: products(60) }, partials },
  { name: 'table 200×8', template: table, json: rows },
];
