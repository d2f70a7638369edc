// Not written yet.
export async function writeElementManifest() {}
