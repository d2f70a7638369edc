// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  RECORDING_ID_ATTRIBUTE,
  type RecordingSetup,
  recordingWanted,
  startSessionRecording,
} from './session-recording';

describe('session recording runs only when all three conditions hold [W-04]', () => {
  const rows: [boolean, string | undefined, number | undefined, boolean][] = [
    [true, 'variant', 3, true],
    [true, 'variant', 8, true],
    [true, 'variant', 2, false],
    [true, 'variant', undefined, false],
    [true, 'control', 3, false],
    [true, undefined, 3, false],
    [false, 'variant', 3, false],
    [false, 'control', 2, false],
  ];
  it.each(rows)('toggle %s, experiment %s, %s cores: %s', (toggleOn, variant, cores, on) => {
    expect(recordingWanted({ toggleOn, variant, cores })).toBe(on);
  });
});

describe('starting the recorder [W-05]', () => {
  const setup = (overrides: Partial<RecordingSetup> = {}) => {
    const doc = document.implementation.createHTMLDocument('page');
    const getId = vi.fn(async () => 'session-42');
    return {
      doc,
      getId,
      setup: {
        featureToggles: { sessionRecording: true },
        experiments: { sessionRecordingSample: 'variant' },
        scriptUrl: 'https://shop.example/assets/recorder.js',
        cores: 3,
        getId,
        doc,
        ...overrides,
      },
    };
  };
  const recorders = (doc: Document) => doc.querySelectorAll(`script[${RECORDING_ID_ATTRIBUTE}]`);

  it('loads the named script once, carrying the id', async () => {
    const { doc, setup: s } = setup();
    expect(await startSessionRecording(s)).toBe('loading');
    expect(await startSessionRecording(s)).toBe('loading');
    const scripts = [...recorders(doc)];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      'https://shop.example/assets/recorder.js',
    ]);
    expect(scripts[0]?.getAttribute(RECORDING_ID_ATTRIBUTE)).toBe('session-42');
  });

  it('does nothing for the mock id', async () => {
    const { doc, setup: s } = setup({ getId: async () => 'automated-mock-id' });
    expect(await startSessionRecording(s)).toBe('mock-id');
    expect(recorders(doc)).toHaveLength(0);
  });

  it('asks for no id when recording is off (2 cores, toggle off, control)', async () => {
    for (const overrides of [
      { cores: 2 },
      { featureToggles: {} },
      { experiments: { sessionRecordingSample: 'control' } },
    ]) {
      const { doc, getId, setup: s } = setup(overrides);
      expect(await startSessionRecording(s)).toBe('off');
      expect(getId).not.toHaveBeenCalled();
      expect(recorders(doc)).toHaveLength(0);
    }
  });

  it('loads nothing without an http(s) script URL', async () => {
    for (const scriptUrl of [null, 'javascript:alert(1)', 'data:text/javascript,1']) {
      const { doc, setup: s } = setup({ scriptUrl });
      expect(await startSessionRecording(s)).toBe('no-script');
      expect(recorders(doc)).toHaveLength(0);
    }
  });

  it('passes on a failed id call', async () => {
    const { setup: s } = setup({ getId: () => Promise.reject(new Error('offline')) });
    await expect(startSessionRecording(s)).rejects.toThrow('offline');
  });
});
