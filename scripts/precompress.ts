// A Vite plugin that writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every
// hashed JavaScript and CSS file of the build. The server sends the smallest one the browser
// accepts (server/app.ts, serveClient), so nothing is compressed per request, and brotli at its
// best level (too slow to run per request) shrinks the first load's JavaScript by about a sixth
// compared with gzip.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, type BrotliOptions } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(?:js|css)$/;

const brotliOptions = (size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** The brotli bytes the build writes for a file (the bench compares with them). */
export function brotli(body: Uint8Array): Buffer {
  return brotliCompressSync(body, brotliOptions(body.length));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'handymarkt:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        const outDir = options.dir ?? config?.build.outDir;
        if (!outDir || !config) return;
        const assets = join(outDir, config.build.assetsDir);
        const names = await readdir(assets).catch(() => [] as string[]);
        // zlib's async calls run on libuv's thread pool, so the files are compressed side by side.
        await Promise.all(
          names
            .filter((name) => COMPRESSIBLE.test(name))
            .map(async (name) => {
              const file = join(assets, name);
              const body = await readFile(file);
              const [br, gz] = await Promise.all([
                brotliAsync(body, brotliOptions(body.length)),
                gzipAsync(body, { level: 9 }),
              ]);
              await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
            }),
        );
      },
    },
  };
}
