import type { TestProject } from 'vitest/node';
import startServer from '../e2e/global-setup';

/** The browser tests' own reference server (faults on, limits raised), shared with the journeys. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stop = await startServer();
  project.provide('baseUrl', process.env.SQ_BASE_URL as string);
  project.provide('merchantSessionToken', process.env.SQ_MERCHANT_SESSION_TOKEN as string);
  project.provide('merchantSecret', process.env.SQ_MERCHANT_SESSION as string);
  return stop;
}
