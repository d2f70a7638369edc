// The soak's attacker mix. Each attacker sends from a loopback address of its own (127.0.0.2 and
// up: Linux answers the whole 127/8 on lo), beside the visitors on 127.0.0.1, until the deadline:
// - a guesser fires bursts of 40 parallel wrong passwords at the demo member;
// - a sprayer fires bursts of one wrong password at 30 different accounts;
// - the member signs in with the right password from a fresh browser every few seconds, and signs
//   out again with its session's XSRF token;
// - a flooder sends bursts of large analytics calls (60 KB clanker events, error batches with
//   fresh messages, page views of fresh visitors);
// - a cloner holds a cart and signs out with `cloneCart=true` without ever signing in.
// Every answer is recorded; `attackerChecks` turns the tallies into the soak's invariants.

import { request as httpRequest } from 'node:http';
import { cookieJar } from './client.mjs';

const MEMBER = { email: 'member@example.com', password: 'sq-demo-member-1' };
const SESSION = '/api/site-users/account/session';
const XSRF_HEADER = 'X-SiteUser-XSRF-Token';
const TIMEOUT_MS = 40_000;

/** One HTTP exchange from `localAddress`: {status, headers, text}, or {status: 0} on a failure. */
function send(base, localAddress, method, path, { headers = {}, body } = {}) {
  const url = new URL(path, base);
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      { method, localAddress, headers, timeout: TIMEOUT_MS, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookies: [].concat(res.headers['set-cookie'] ?? []),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', () => resolve({ status: 0, setCookies: [], text: '' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, setCookies: [], text: '' }));
    req.end(body);
  });
}

/** A browser at `address`: a cookie jar, a crumb, and JSON or form bodies. */
function browserAt(base, address) {
  const jar = cookieJar();
  const call = async (method, path, { json, text, form, headers = {} } = {}) => {
    const write = method !== 'GET';
    if (write && !jar.has('crumb')) await call('GET', '/api/commerce/shopping-cart');
    const separator = path.includes('?') ? '&' : '?';
    const url = write ? `${path}${separator}crumb=${jar.get('crumb')}` : path;
    const all = { cookie: jar.header(), ...headers };
    let body;
    if (json !== undefined) {
      body = JSON.stringify(json);
      all['content-type'] = 'application/json';
    } else if (text !== undefined) {
      body = text;
      all['content-type'] = 'text/plain';
    } else if (form !== undefined) {
      body = new URLSearchParams(form).toString();
      all['content-type'] = 'application/x-www-form-urlencoded';
    }
    const answer = await send(base, address, method, url, { headers: all, body });
    jar.takeLines(answer.setCookies);
    return answer;
  };
  return { jar, call };
}

/** Counts of statuses under a label. */
function tallies() {
  const byLabel = new Map();
  return {
    byLabel,
    add(label, status) {
      const counts = byLabel.get(label) ?? new Map();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      byLabel.set(label, counts);
    },
    count: (label, status) => byLabel.get(label)?.get(status) ?? 0,
    total: (label) => [...(byLabel.get(label)?.values() ?? [])].reduce((a, b) => a + b, 0),
  };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const filler = (bytes, seed) => `${seed}:`.padEnd(bytes, 'x');

/**
 * Runs every attacker until `deadline` (performance.now() time); `cartLine` ({itemId, sku}) is what
 * the cloner puts in its cart. Resolves to their tallies.
 */
export async function runAttackers(base, deadline, cartLine) {
  const seen = tallies();
  const clones = { copies: 0 };
  const memberWaits = [];

  async function guesser() {
    const browser = browserAt(base, '127.0.0.2');
    while (performance.now() < deadline) {
      const burst = Array.from({ length: 40 }, (_, i) =>
        browser.call('POST', SESSION, {
          json: { email: MEMBER.email, password: `wrong-${i}`, rememberMe: false },
        }),
      );
      for (const { status } of await Promise.all(burst)) seen.add('guess', status);
      await pause(1000);
    }
  }

  async function sprayer() {
    const browser = browserAt(base, '127.0.0.6');
    let round = 0;
    while (performance.now() < deadline) {
      round++;
      const burst = Array.from({ length: 30 }, (_, i) =>
        browser.call('POST', SESSION, {
          json: { email: `spray-${round}-${i}@example.com`, password: 'guess', rememberMe: false },
        }),
      );
      for (const { status } of await Promise.all(burst)) seen.add('spray', status);
      await pause(1500);
    }
  }

  async function member() {
    while (performance.now() < deadline) {
      const browser = browserAt(base, '127.0.0.3');
      const started = performance.now();
      const login = await browser.call('POST', SESSION, {
        json: { ...MEMBER, rememberMe: false },
      });
      memberWaits.push(performance.now() - started);
      seen.add('member sign-in', login.status);
      if (login.status === 200) {
        const { xsrfToken } = JSON.parse(login.text);
        const out = await browser.call('DELETE', `${SESSION}?cloneCart=true`, {
          headers: { [XSRF_HEADER]: xsrfToken },
        });
        seen.add('member sign-out', out.status);
      }
      await pause(3000);
    }
  }

  async function flooder() {
    const browser = browserAt(base, '127.0.0.4');
    let round = 0;
    while (performance.now() < deadline) {
      round++;
      const calls = [];
      for (let i = 0; i < 5; i++) {
        const event = {
          eventSchemaName: 'CommerceVisitorEvent',
          eventContent: { name: `flood_${round}_${i}`, cartId: `c${i}`, blob: filler(60_000, i) },
        };
        calls.push([
          'clanker',
          browser.call('POST', '/api/v1/clanker/events', { text: JSON.stringify(event) }),
        ]);
        const errors = Array.from({ length: 20 }, (_, k) => ({
          event: 'error',
          timestamp: Date.now(),
          data: {
            message: filler(1_200, `flood ${round}.${i}.${k}`),
            stack: filler(1_200, 'at flood'),
            path: 'http://127.0.0.1/flood',
          },
        }));
        calls.push([
          'errors',
          browser.call('POST', '/api/events/RecordJavascriptErrors', { json: errors }),
        ]);
        const view = {
          event: 'view',
          data: JSON.stringify({
            url: `http://127.0.0.1/flood/${round}/${i}`,
            title: filler(2_000, 't'),
          }),
          ss_cvr: `flood${round}x${i}|1|1|1|1`,
        };
        calls.push(['page view', browser.call('POST', '/api/census/RecordHit', { form: view })]);
      }
      for (const [label, answer] of calls) seen.add(`flood ${label}`, (await answer).status);
      await pause(200);
    }
  }

  async function cloner() {
    const browser = browserAt(base, '127.0.0.5');
    const added = await browser.call('POST', '/api/commerce/shopping-cart/entries', {
      json: { ...cartLine, quantity: 1 },
    });
    seen.add('cloner add', added.status);
    const held = browser.jar.get('CART');
    while (performance.now() < deadline) {
      const out = await browser.call('DELETE', `${SESSION}?cloneCart=true`);
      seen.add('clone without session', out.status);
      const now = browser.jar.get('CART');
      if (now && now !== held) clones.copies++;
      await pause(100);
    }
  }

  await Promise.all([guesser(), sprayer(), member(), flooder(), cloner()]);
  return { seen, clones, memberWaits };
}

/** The attackers' invariants, as [name, failures] pairs for the soak's report. */
export function attackerChecks({ seen, clones }) {
  const only = (label, allowed) =>
    [...(seen.byLabel.get(label) ?? [])]
      .filter(([status]) => !allowed.includes(status))
      .map(([status, n]) => `${n} × ${status}`);
  const checks = [];
  const guessChecks = seen.count('guess', 401);
  checks.push([
    'logins: 40-wide bursts of wrong passwords on one account from one address reach at most 5 password checks (the rest 429)',
    [...only('guess', [401, 429]), ...(guessChecks > 5 ? [`${guessChecks} password checks`] : [])],
  ]);
  const sprayChecks = seen.count('spray', 401);
  checks.push([
    'logins: bursts on 30 accounts from one address reach at most 20 password checks (the rest 429)',
    [...only('spray', [401, 429]), ...(sprayChecks > 20 ? [`${sprayChecks} password checks`] : [])],
  ]);
  checks.push([
    'logins: the member’s right password from another address always signs in, and signs out',
    [
      ...only('member sign-in', [200]),
      ...only('member sign-out', [204]),
      ...(seen.total('member sign-in') ? [] : ['the member never tried']),
    ],
  ]);
  checks.push([
    'analytics: a flood is answered as a page expects (2xx), never refused or failed',
    ['clanker', 'errors', 'page view'].flatMap((l) => only(`flood ${l}`, [202, 204])),
  ]);
  checks.push([
    'sign-out: cloning a cart without a session copies nothing',
    [
      ...only('cloner add', [200]),
      ...only('clone without session', [204]),
      ...(clones.copies ? [`${clones.copies} carts copied`] : []),
    ],
  ]);
  return checks;
}

/** One line per attacker label: its statuses. */
export function attackerReport({ seen, memberWaits }) {
  const lines = [...seen.byLabel].map(
    ([label, counts]) =>
      `${label}: ${[...counts]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s} × ${n}`)
        .join(', ')}`,
  );
  if (memberWaits.length) {
    const longest = Math.max(...memberWaits);
    lines.push(`member sign-in wait: longest ${longest.toFixed(0)} ms of ${memberWaits.length}`);
  }
  return lines;
}
