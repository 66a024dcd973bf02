// Makes the home page's four product clips (public/video/product-N.webm) and their posters
// (product-N.webp): each scene of scripts/product-videos/scenes.ts is drawn on a canvas in
// Debian's Chromium and recorded in real time with canvas.captureStream() and MediaRecorder (VP9
// WebM, no audio track), so no video tool is needed. Then every clip is played back once, muted,
// to check that it plays and that `ended` fires (MediaRecorder's WebM has no duration header).
// Run after changing a scene: node --import tsx scripts/make-product-videos.ts (about 30 s);
// the outputs are committed.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { COLOURS, HELPERS, POSTER_AT, SCENES } from './product-videos/scenes.ts';

const OUT = 'public/video';
const SECONDS = 5;
const FPS = 30;
/** Flat pictograms need little: at most about 150 KB for five seconds, sharp edges kept. */
const BITS_PER_SECOND = 240_000;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.setContent('<body style="margin:0"><canvas width="640" height="360"></canvas></body>');
  // The scenes' source text goes into the page. tsx keeps function names with a helper,
  // __name(fn, 'name'), which the page does not have: a stand-in that returns the function.
  await page.addScriptTag({
    content: [
      'globalThis.__name = (fn) => fn;',
      `const C = ${JSON.stringify(COLOURS)};`,
      ...[...HELPERS, ...SCENES].map(String),
      `globalThis.SCENES = [${SCENES.map((scene) => scene.name).join(', ')}];`,
    ].join('\n'),
  });
  mkdirSync(OUT, { recursive: true });

  for (const [index, posterAt] of POSTER_AT.entries()) {
    const { video, poster } = await page.evaluate(
      async ({ index, seconds, fps, bitsPerSecond, posterAt }) => {
        type Scene = (ctx: CanvasRenderingContext2D, t: number) => void;
        const scene = (globalThis as unknown as { SCENES: Scene[] }).SCENES[index];
        const canvas = document.querySelector('canvas');
        const ctx = canvas?.getContext('2d');
        if (!scene || !canvas || !ctx) throw new Error('no canvas or scene');
        const dataUrl = (blob: Blob) =>
          new Promise<string>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.readAsDataURL(blob);
          });

        scene(ctx, posterAt);
        const posterBlob = await new Promise<Blob | null>((resolve) =>
          canvas.toBlob(resolve, 'image/webp', 0.7),
        );
        scene(ctx, 0);
        const recorder = new MediaRecorder(canvas.captureStream(fps), {
          mimeType: 'video/webm;codecs=vp9',
          videoBitsPerSecond: bitsPerSecond,
        });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.start();
        const start = performance.now();
        await new Promise<void>((resolve) => {
          const frame = () => {
            const t = (performance.now() - start) / 1000;
            scene(ctx, Math.min(t, seconds));
            if (t >= seconds) resolve();
            else requestAnimationFrame(frame);
          };
          frame();
        });
        recorder.stop();
        await stopped;
        const blob = new Blob(chunks, { type: 'video/webm' });
        if (!posterBlob) throw new Error('no poster');
        return { video: await dataUrl(blob), poster: await dataUrl(posterBlob) };
      },
      { index, seconds: SECONDS, fps: FPS, bitsPerSecond: BITS_PER_SECOND, posterAt },
    );
    const write = (file: string, data: string) =>
      writeFileSync(`${OUT}/${file}`, Buffer.from(data.slice(data.indexOf(',') + 1), 'base64'));
    write(`product-${index + 1}.webm`, video);
    write(`product-${index + 1}.webp`, poster);

    // Played back as the page will: muted, to its end.
    const played = await page.evaluate(async (src) => {
      const video = document.createElement('video');
      video.muted = true;
      video.src = src;
      const started = performance.now();
      const ended = new Promise<boolean>((resolve) => {
        video.onended = () => resolve(true);
        video.onerror = () => resolve(false);
        setTimeout(() => resolve(false), 15_000);
      });
      await video.play();
      const size = `${video.videoWidth}x${video.videoHeight}`;
      return { ended: await ended, seconds: (performance.now() - started) / 1000, size };
    }, video);
    const kb = (file: string) => `${(statSync(`${OUT}/${file}`).size / 1024).toFixed(1)} KB`;
    console.log(
      `product-${index + 1}.webm ${kb(`product-${index + 1}.webm`)} ${played.size}, ` +
        `poster ${kb(`product-${index + 1}.webp`)}; ` +
        (played.ended ? `played to its end in ${played.seconds.toFixed(1)} s` : 'DID NOT PLAY TO ITS END'),
    );
    if (!played.ended) process.exitCode = 1;
  }
} finally {
  await browser.close();
}
