// Where photo files live: a local folder by default (served under /wp-content/uploads),
// an S3-compatible bucket in production behind the same interface.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export interface Storage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The URL a browser loads the file from. */
  url(key: string): string;
  /** Delete a file; a file that is not there is fine. */
  remove(key: string): Promise<void>;
  /** The key of a URL this storage gave out, or undefined for any other URL. */
  keyOf(url: string): string | undefined;
}

export const UPLOADS_PATH = '/wp-content/uploads';

export function localStorage(root: string): Storage & { root: string } {
  const base = resolve(root);
  const path = (key: string) => {
    const target = resolve(join(base, key));
    if (!target.startsWith(base + '/')) throw new Error(`storage key escapes the folder: ${key}`);
    return target;
  };
  return {
    root: base,
    async put(key, body) {
      const target = path(key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, body);
    },
    url: (key) => `${UPLOADS_PATH}/${key}`,
    async remove(key) {
      await rm(path(key), { force: true });
    },
    keyOf: (url) => (url.startsWith(`${UPLOADS_PATH}/`) ? url.slice(UPLOADS_PATH.length + 1) : undefined),
  };
}
