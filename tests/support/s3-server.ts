// A local S3-compatible server for the tests (s3rver: files in a temp folder), with one bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface RunningS3Server {
  endpoint: string;
  bucket: string;
  /** S3_* settings for loadConfig that use this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'handymarkt-photos'): Promise<RunningS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'handymarkt-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      // s3rver checks signatures against these fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
