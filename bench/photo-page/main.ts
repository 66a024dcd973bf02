// The photo pipeline bench's page (bench/photo-pipeline.ts builds it with Vite and drives it):
// runs photos through the app's real bridge and worker (src/features/selling/photos/photo-bridge.ts)
// and shows each result as the picker does (an <img> from an object URL), while watching the main
// thread: long tasks (PerformanceObserver 'longtask', over 50 ms) and the longest gap of a 16 ms
// heartbeat timer (how late the page could have answered a tap).
import { processPhoto } from '../../src/features/selling/photos/photo-bridge.ts';

export interface PhotoTiming {
  name: string;
  /** ms from the photo being handed to the bridge to its JPEG. */
  ms: number;
  width: number;
  height: number;
  bytes: number;
}

export interface RunResult {
  photos: PhotoTiming[];
  totalMs: number;
  longTasks: number[];
  longestHeartbeatGapMs: number;
}

async function run(urls: string[], parallel: boolean): Promise<RunResult> {
  const files = await Promise.all(
    urls.map(async (url) => {
      const blob = await (await fetch(url)).blob();
      return new File([blob], url.split('/').pop() ?? 'photo.jpg', { type: blob.type });
    }),
  );
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let longestGap = 0;
  let last = performance.now();
  const heartbeat = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last - 16);
    last = now;
  }, 16);

  const root = document.getElementById('photos')!;
  const started = performance.now();
  const one = async (file: File): Promise<PhotoTiming> => {
    const t0 = performance.now();
    const photo = await processPhoto(file);
    const ms = performance.now() - t0;
    const img = document.createElement('img');
    img.decoding = 'async';
    img.width = 160;
    img.src = URL.createObjectURL(photo.blob);
    root.append(img);
    return { name: file.name, ms, width: photo.width, height: photo.height, bytes: photo.blob.size };
  };
  const photos: PhotoTiming[] = [];
  if (parallel) photos.push(...(await Promise.all(files.map(one))));
  else for (const file of files) photos.push(await one(file));
  const totalMs = performance.now() - started;
  // Let the thumbnails decode and paint inside the watched time.
  await new Promise((resolve) => setTimeout(resolve, 300));
  clearInterval(heartbeat);
  observer.disconnect();
  return { photos, totalMs, longTasks, longestHeartbeatGapMs: Math.max(0, longestGap) };
}

declare global {
  interface Window {
    runPhotos: typeof run;
  }
}
window.runPhotos = run;
