import { MOCK_RECORDING_ID } from '../constants/session-recording';

/**
 * Session recording [W-04, W-05]. It runs only when all three hold: the site's `sessionRecording`
 * feature toggle is on, the visitor's sampled experiment `sessionRecordingSample` is in its
 * variant (`variant`), and the device has more than two cores (`navigator.hardwareConcurrency`).
 * Then the recorder's id is asked for (`GET /api/commerce/fullstory/getId`). The id
 * `automated-mock-id` means do nothing; any other id loads the recorder script that the page
 * context names (`sessionRecording.scriptUrl`, an http(s) URL or a path on the site; no script
 * named, nothing loads) once per page, as an async script whose `data-recording-id` attribute
 * carries the id.
 */

export const RECORDING_TOGGLE = 'sessionRecording';
export const SAMPLE_EXPERIMENT = 'sessionRecordingSample';
export const SAMPLE_VARIANT = 'variant';
/** The attribute of the recorder's script element that carries the id. */
export const RECORDING_ID_ATTRIBUTE = 'data-recording-id';
/** Recording needs more cores than this. */
const MIN_CORES_EXCLUSIVE = 2;

export interface RecordingConditions {
  toggleOn: boolean;
  /** The sampled experiment's variant for this visitor, if sampled at all. */
  variant: string | undefined;
  /** `navigator.hardwareConcurrency`; unknown counts as too few. */
  cores: number | undefined;
}

export function recordingWanted({ toggleOn, variant, cores }: RecordingConditions): boolean {
  return (
    toggleOn &&
    variant === SAMPLE_VARIANT &&
    typeof cores === 'number' &&
    cores > MIN_CORES_EXCLUSIVE
  );
}

export interface RecordingSetup {
  featureToggles: Record<string, boolean>;
  experiments: Record<string, string>;
  scriptUrl: string | null;
  cores: number | undefined;
  getId(): Promise<string>;
  doc: Document;
}

/** What happened: not wanted, the mock id, no script named, or the recorder loading. */
export type RecordingOutcome = 'off' | 'mock-id' | 'no-script' | 'loading';

/** The recorder's script URL against the page, if it is an http(s) one. */
function recorderUrl(scriptUrl: string, doc: Document): string | null {
  try {
    const url = new URL(scriptUrl, doc.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export async function startSessionRecording(setup: RecordingSetup): Promise<RecordingOutcome> {
  const wanted = recordingWanted({
    toggleOn: setup.featureToggles[RECORDING_TOGGLE] === true,
    variant: setup.experiments[SAMPLE_EXPERIMENT],
    cores: setup.cores,
  });
  if (!wanted) return 'off';
  const id = await setup.getId();
  if (id === MOCK_RECORDING_ID) return 'mock-id';
  const src = setup.scriptUrl === null ? null : recorderUrl(setup.scriptUrl, setup.doc);
  if (src === null) return 'no-script';
  if (setup.doc.querySelector(`script[${RECORDING_ID_ATTRIBUTE}]`)) return 'loading';
  const script = setup.doc.createElement('script');
  script.async = true;
  script.setAttribute(RECORDING_ID_ATTRIBUTE, id);
  script.src = src;
  setup.doc.head.append(script);
  return 'loading';
}
