// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { createEventBus } from '../store/event-bus';
import { type ExperimentsRuntime, startPageExperiments } from './page-experiments';

/** A page whose id call answers `id`, with these context parts; `allowed`: the analytics gate. */
function runtimeFor(options: { allowed?: boolean; consentRequired?: boolean; id?: string } = {}) {
  const request = vi.fn(async () => ({ id: options.id ?? 'automated-mock-id' }));
  const runtime: ExperimentsRuntime = {
    context: {
      website: { siteStatus: 6 },
      experiments: { sessionRecordingSample: 'variant', hero: 'control' },
      featureToggles: { sessionRecording: true },
      sessionRecording: { scriptUrl: null },
      cookieConsent: { required: options.consentRequired ?? false },
    },
    client: { request } as unknown as ApiClient,
    bus: createEventBus(document),
    analyticsAllowed: () => options.allowed ?? true,
  };
  return { runtime, request };
}

/** The next `name` event's detail. */
const next = (name: string) =>
  new Promise<Record<string, unknown>>((resolve) =>
    document.addEventListener(name, (event) => resolve((event as CustomEvent).detail), {
      once: true,
    }),
  );

describe('the page experiments and session recording start [D-12, W-04]', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  it('announces the experiments with an internal site override from the address', async () => {
    history.replaceState(null, '', '/?experimentOverride=hero:big');
    const experiments = next('sq:experiments');
    startPageExperiments(runtimeFor().runtime);
    expect(await experiments).toEqual({
      experiments: { sessionRecordingSample: 'variant', hero: 'big' },
    });
  });

  it('asks for the recorder id where the page is counted, and says what came of it', async () => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, value: 4 });
    const { runtime, request } = runtimeFor();
    const outcome = next('sq:session-recording');
    startPageExperiments(runtime);
    expect(await outcome).toEqual({ outcome: 'mock-id' });
    expect(request).toHaveBeenCalledWith('get', 'api/commerce/fullstory/getId');
  });

  it.each([
    ['the analytics gate is shut', { allowed: false }],
    ['cookie consent is required and not given', { consentRequired: true }],
  ])('records nothing when %s', async (_name, options) => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, value: 4 });
    const { runtime, request } = runtimeFor(options);
    const outcome = next('sq:session-recording');
    startPageExperiments(runtime);
    expect(await outcome).toEqual({ outcome: 'off' });
    expect(request).not.toHaveBeenCalled();
  });
});
