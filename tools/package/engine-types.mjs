// Not written yet.
export async function writeEngineTypes() {}
