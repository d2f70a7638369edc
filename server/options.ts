import type { MemberLoginLimits } from './limits/login-guard';
import type { AnalyticsQuotaLimits } from './repositories/analytics-quota';

/**
 * What the server is built with (`buildServer`): the database, the limits, the merchant secret,
 * the cookies' and the proxy's settings, and the seams tests set (clocks, fault hooks). `npm start`
 * reads them from the environment (config.ts); a test passes its own.
 */
export interface ServerOptions {
  /** libSQL URL: `file:…` for the embedded database, or a libSQL server. */
  databaseUrl: string;
  /** Fault injection and test hooks (SQ_FAULTS=1); never on in production. */
  faults?: boolean;
  /** API requests per window per client before 429. */
  rateLimitMax?: number;
  rateLimitWindowMs?: number;
  /**
   * The member-login limits (limits/login-guard.ts: per account and client, per client address,
   * checks a minute, the account delay); tests set them, with their own clock and sleep.
   */
  memberLogin?: Partial<MemberLoginLimits>;
  /** The repository root; dist/, demo-pages/, fixtures/ and the migrations are found from it. */
  root?: string;
  logger?: boolean;
  /** Form submissions per minute per client before 429 ('Submission rate limit exceeded'). */
  formSubmissionsPerMinute?: number;
  /** Back-in-stock signups per hour per client before 429 (20 unless told). */
  restockSignupsPerHour?: number;
  /** New carts a client may open an hour before an add that would open one answers 429 (60). */
  newCartsPerHour?: number;
  /**
   * The merchant secret (MERCHANT_SESSION), at least 16 characters: signing in with it at
   * /merchant/login opens a merchant session; a script may send it as `Authorization: Bearer`.
   * There is no built-in one: without it a random one is made, which nobody knows.
   */
  merchantSession?: string;
  /**
   * How long a client may take to send a whole request, headers and body, before it is answered
   * 408 and its connection closed (timeouts.ts); 29 s unless told, so a stalled body is dropped within 30 s.
   */
  requestTimeoutMs?: number;
  /**
   * Called with one line when the database's shared-memory file is lost under the running server
   * (db/shm-watchdog.ts); prints the line and exits with code 1 unless told (a test passes its own).
   */
  onStorageLost?: (line: string) => void;
  /** Cookies are marked Secure (COOKIE_SECURE=1: the site is served over HTTPS). */
  cookieSecure?: boolean;
  /**
   * Trust X-Forwarded-* from a proxy in front (TRUST_PROXY=1): the client address comes from it,
   * and cookies are marked Secure when the proxy says the request came over HTTPS.
   */
  trustProxy?: boolean;
  /** How often expired form keys and abandoned carts are swept. */
  sweepIntervalMs?: number;
  /**
   * The session recorder's id the server answers (SESSION_RECORDING_ID); `automated-mock-id`, the
   * default, means the bundle records nothing [A-31, W-05].
   */
  recordingId?: string;
  /** The clock the content pages read "now" from (past or upcoming events); Date.now unless told. */
  now?: () => number;
  /**
   * What anonymous analytics calls may store per UTC day: records per client (1,000), new error
   * groups per client (20) and records in all (200,000); see repositories/analytics-quota.ts.
   */
  analyticsQuota?: Partial<AnalyticsQuotaLimits>;
  /** Free bytes the database's disk must keep, else analytics calls answer 503 (512 MB). */
  analyticsMinFreeDiskBytes?: number;
}
