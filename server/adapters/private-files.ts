// Files nobody may load by address: ID documents (issue 17). Unlike the photo storage (served
// under /wp-content/uploads or from a public bucket), this folder is never served by any static
// handler; a file leaves only through a route that checked who asks. By default it is
// DATA_DIR/private, beside (not inside) the uploads folder. Several instances must share it.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export interface PrivateFiles {
  put(key: string, body: Uint8Array): Promise<void>;
  /** The file's bytes, or undefined when it is not there. */
  get(key: string): Promise<Buffer | undefined>;
  /** Delete a file; a file that is not there is fine. */
  remove(key: string): Promise<void>;
}

export function localPrivateFiles(root: string): PrivateFiles & { root: string } {
  const base = resolve(root);
  const path = (key: string) => {
    const target = resolve(join(base, key));
    if (!target.startsWith(base + '/')) throw new Error(`private key escapes the folder: ${key}`);
    return target;
  };
  return {
    root: base,
    async put(key, body) {
      const target = path(key);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      // Readable by the server's user only.
      await writeFile(target, body, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(path(key), { force: true });
    },
  };
}
