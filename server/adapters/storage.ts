// Where photo files live: a local folder by default (served under /wp-content/uploads),
// an S3-compatible bucket in production behind the same interface.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export interface Storage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The URL a browser loads the file from. */
  url(key: string): string;
}

export const UPLOADS_PATH = '/wp-content/uploads';

export function localStorage(root: string): Storage & { root: string } {
  const base = resolve(root);
  return {
    root: base,
    async put(key, body) {
      const target = resolve(join(base, key));
      if (!target.startsWith(base + '/')) throw new Error(`storage key escapes the folder: ${key}`);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, body);
    },
    url: (key) => `${UPLOADS_PATH}/${key}`,
  };
}
