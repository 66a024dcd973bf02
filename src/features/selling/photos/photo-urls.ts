// Object URLs for photo blobs shown on screen: one per blob, made when first shown and revoked
// once no mounted picker shows that blob any more (a removed photo, a left form), so a session of
// adding and removing photos does not keep their memory alive.
const entries = new Map<Blob, { url: string; users: number }>();

/** The URL to show `blob` from (made on first use). */
export function photoUrl(blob: Blob): string {
  let entry = entries.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, entry);
  }
  return entry.url;
}

/**
 * Marks `blobs` as shown until the returned function is called (an effect's cleanup). A URL is
 * revoked a moment after its last user lets go, so a re-render that keeps the photo keeps its URL.
 */
export function holdPhotoUrls(blobs: readonly Blob[]): () => void {
  for (const blob of blobs) {
    photoUrl(blob);
    const entry = entries.get(blob);
    if (entry) entry.users += 1;
  }
  return () => {
    for (const blob of blobs) {
      const entry = entries.get(blob);
      if (entry) entry.users -= 1;
    }
    queueMicrotask(() => {
      for (const blob of blobs) {
        const entry = entries.get(blob);
        if (entry && entry.users <= 0) {
          URL.revokeObjectURL(entry.url);
          entries.delete(blob);
        }
      }
    });
  };
}
