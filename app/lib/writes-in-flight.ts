// Writes a component posts with fetch (the multipart forms of the projects feature) are invisible to the router's
// state. The live revalidation asks here whether one is on its way: a change it hears meanwhile is reloaded by the
// write's own revalidation, which starts after the write is stored, instead of by a second load at the same time.
let inFlight = 0;

export function writesInFlight() {
  return inFlight;
}

export async function trackWrite<T>(write: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await write();
  } finally {
    inFlight--;
  }
}
