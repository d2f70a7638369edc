// The integrator's kit, written by the build once the bundle is built: the element manifest and
// the editors' HTML data (from the elements' own definitions), then the shipped type declarations
// (the page's globals, events and elements, which read the manifest; the template engine's API).
import { writeElementManifest } from './elements-manifest/write.mjs';
import { writeEngineTypes } from './package/engine-types.mjs';
import { writeTypes } from './types/write.mjs';

export async function buildKit() {
  await writeElementManifest();
  await Promise.all([writeTypes(), writeEngineTypes()]);
}
