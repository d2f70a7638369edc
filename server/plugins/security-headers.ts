import { createHash } from 'node:crypto';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FormRepository } from '../repositories/forms';

// A script element's text ends at the first `</script` followed by whitespace, `/` or `>`.
const INLINE_SCRIPT = /<script\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/script[\t\n\f\r />]/gi;

/** The CSP hash source of each inline script in `html`, over its text as the browser parses it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => {
    // The HTML parser turns CRLF and lone CR into LF before the script's text exists.
    const text = (match[1] ?? '').replace(/\r\n?/g, '\n');
    return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  });
}

/** The hash sources of every stored form's post-submit HTML scripts, which the bundle runs. */
async function postSubmitScriptHashes(forms: FormRepository): Promise<string[]> {
  const hashes = (await forms.postSubmitHtml()).flatMap(inlineScriptHashes);
  return [...new Set(hashes)].sort();
}

/** The Content-Security-Policy directives: same-origin everything, scripts only by file or hash. */
function policyDirectives(scriptHashes: string[]) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // The bundle injects its stylesheet and site owners' post-submit HTML may carry styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The headers @fastify/helmet sets with these options, worked out once on a throwaway instance:
 * the plugin builds Helmet's middleware (and parses the policy) anew on every request, and the
 * headers never change while the server runs.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  // Before the reply is written, the raw response holds exactly what Helmet set on it.
  probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
  try {
    const headers = (await probe.inject({ url: '/' })).json() as Record<string, unknown>;
    return Object.entries(headers).map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

/**
 * Every response gets nosniff, the origin alone as referrer to other sites, same-origin framing
 * and the CSP, which allows the scripts of the stored forms' post-submit HTML by hash. Helmet's
 * headers are set on the raw response first thing, as the plugin does, so a route can still
 * override one (the order pages' `Referrer-Policy: no-referrer`).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { forms: FormRepository },
): Promise<void> {
  const directives = policyDirectives(await postSubmitScriptHashes(options.forms));
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
