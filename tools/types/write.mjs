// Not written yet.
export async function writeTypes() {}
