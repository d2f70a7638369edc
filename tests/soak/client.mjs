// One simulated visitor's HTTP client for the soak: its own cookies, crumb and request records.

/** A browser's cookie jar: keeps what Set-Cookie sets and drops what it clears. */
export function cookieJar() {
  const jar = new Map();
  return {
    /** Keeps what a fetch Response's Set-Cookie lines set. */
    take(response) {
      this.takeLines(response.headers.getSetCookie());
    },
    /** Keeps what Set-Cookie lines set and drops what they clear (Max-Age=0 or an empty value). */
    takeLines(lines) {
      for (const line of lines) {
        const [pair, ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const cleared = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
        if (cleared || value === '') jar.delete(name);
        else jar.set(name, value);
      }
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (name) => jar.get(name),
    has: (name) => jar.has(name),
  };
}

/**
 * Shared tallies of every request: count, statuses, latencies, 5xx and transport failures, and
 * answers whose status the action did not allow (with a sample of each kind).
 */
export function createRecorder() {
  const recorder = {
    requests: 0,
    statuses: new Map(),
    latencies: [],
    /** Latencies by call label, to tell which call is slow. */
    byLabel: new Map(),
    transportErrors: 0,
    unexpected: new Map(),
    samples: [],
    note(label, status, detail) {
      const key = `${label} → ${status}`;
      recorder.unexpected.set(key, (recorder.unexpected.get(key) ?? 0) + 1);
      if (recorder.samples.length < 10) recorder.samples.push(`${key}: ${detail}`);
    },
  };
  return recorder;
}

const TIMEOUT_MS = 15_000;

/** A visitor on `base` (a loopback URL): requests with its cookies and, for writes, its crumb. */
export function visitorClient(base, recorder) {
  const jar = cookieJar();
  return {
    jar,
    /**
     * Sends one request and records it. `allowed` lists the statuses this action may answer; any
     * other is noted as unexpected. Resolves to {status, body} (body parsed when JSON), or to
     * {status: 0} when the connection failed.
     */
    async request(label, method, path, { body, allowed = [200] } = {}) {
      const write = method !== 'GET';
      if (write && !jar.has('crumb'))
        await this.request('crumb', 'GET', '/api/commerce/shopping-cart');
      const separator = path.includes('?') ? '&' : '?';
      const url = `${base}${path}${write ? `${separator}crumb=${jar.get('crumb')}` : ''}`;
      const headers = { cookie: jar.header() };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const started = performance.now();
      recorder.requests++;
      let response;
      let text;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        text = await response.text();
      } catch (error) {
        recorder.transportErrors++;
        recorder.note(label, 'transport error', String(error?.cause ?? error));
        return { status: 0, body: null };
      }
      const latency = performance.now() - started;
      recorder.latencies.push(latency);
      if (!recorder.byLabel.has(label)) recorder.byLabel.set(label, []);
      recorder.byLabel.get(label).push(latency);
      recorder.statuses.set(response.status, (recorder.statuses.get(response.status) ?? 0) + 1);
      jar.take(response);
      let parsed = text;
      if (String(response.headers.get('content-type')).includes('application/json')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      if (!allowed.includes(response.status)) {
        recorder.note(label, response.status, text.slice(0, 200));
      }
      return { status: response.status, body: parsed };
    },
  };
}
