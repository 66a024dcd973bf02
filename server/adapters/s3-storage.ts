// Photo files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), behind the same Storage
// interface as the local folder. Loaded only when S3_BUCKET is set (main.ts), so the SDK costs
// nothing otherwise. Browsers load the files from S3_PUBLIC_URL (the bucket or a CDN before it):
// the bucket (or the CDN) must allow public reads of these keys.
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import type { Storage } from './storage.ts';

/** Every key is new (random names), so a file never changes under its URL. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function s3Storage(config: S3Config): Storage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const prefix = `${config.publicUrl}/`;
  const checked = (key: string) => {
    if (key === '' || key.startsWith('/') || key.split('/').includes('..')) {
      throw new Error(`storage key is not a plain relative key: ${key}`);
    }
    return key;
  };
  return {
    client,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    url: (key) => `${prefix}${key.split('/').map(encodeURIComponent).join('/')}`,
    async remove(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checked(key) }));
    },
    keyOf: (url) =>
      url.startsWith(prefix)
        ? url.slice(prefix.length).split('/').map(decodeURIComponent).join('/')
        : undefined,
  };
}
