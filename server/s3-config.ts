// S3_* (documented in the README): an S3-compatible bucket for the uploaded photos instead of the
// uploads folder, validated at start with the other settings (config.ts).
import * as v from 'valibot';
import { allOrNone } from './settings-group.ts';

/** The S3_* entries of the settings' schema. */
export const S3_ENV_ENTRIES = {
  S3_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')),
  ),
  S3_REGION: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be a region name')),
    'us-east-1',
  ),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'))),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.url(),
      v.regex(/^https?:\/\/[^?#]*[^/?#]$/, 'must be an http(s) URL without a trailing /'),
    ),
  ),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['1', '0', 'true', 'false', 'yes', 'no'])),
};

type S3Env = v.InferOutput<v.ObjectSchema<typeof S3_ENV_ENTRIES, undefined>>;

/**
 * An S3-compatible bucket for the uploaded photos (adapters/s3-storage.ts), instead of the
 * uploads folder under DATA_DIR. Set by S3_BUCKET and its companions.
 */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Ceph, R2...); AWS itself when unset. */
  endpoint: string | undefined;
  /** Both or neither; neither uses the SDK's default credentials (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers load the files from (a CDN or the bucket's public address), without a trailing /. */
  publicUrl: string;
  /** Address the bucket as endpoint/bucket (most S3-compatible servers), not bucket.endpoint. */
  forcePathStyle: boolean;
}

export function s3Config(e: S3Env): S3Config | undefined {
  const invalid = (line: string) => new Error(`Invalid settings:\n  ${line}`);
  const given = [
    e.S3_ENDPOINT,
    e.S3_ACCESS_KEY_ID,
    e.S3_SECRET_ACCESS_KEY,
    e.S3_PUBLIC_URL,
    e.S3_FORCE_PATH_STYLE,
  ];
  if (!e.S3_BUCKET) {
    if (given.some((value) => value !== undefined))
      throw invalid('S3_BUCKET: is required when any S3_* is set');
    return undefined;
  }
  const keys = allOrNone(e, ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
  const forcePathStyle = e.S3_FORCE_PATH_STYLE
    ? ['1', 'true', 'yes'].includes(e.S3_FORCE_PATH_STYLE)
    : endpoint !== undefined;
  const publicUrl =
    e.S3_PUBLIC_URL ??
    (endpoint
      ? forcePathStyle
        ? `${endpoint}/${e.S3_BUCKET}`
        : endpoint.replace('://', `://${e.S3_BUCKET}.`)
      : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`);
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint,
    credentials: keys && { accessKeyId: keys.S3_ACCESS_KEY_ID, secretAccessKey: keys.S3_SECRET_ACCESS_KEY },
    publicUrl,
    forcePathStyle,
  };
}
