import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';
import { contentTypeOfKey, isFileKey, keyedWrites } from './file-keys';

/** S3_* settings; credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, AWS_PROFILE, a role). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible store's address; absent: AWS itself. */
  endpoint?: string;
  /** `bucket` in the path instead of the host name: what most S3-compatible stores expect. */
  forcePathStyle: boolean;
  /** Prepended to every key, so the bucket can hold other things beside the uploads. */
  prefix: string;
}

/** The bucket is missing or the credentials are refused: said at start, not at the first upload. */
export class S3BucketError extends Error {
  constructor(settings: S3Settings, cause: unknown) {
    const status = (cause as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why = status === 404 ? 'does not exist' : status === 403 ? 'refuses these credentials' : `cannot be reached (${(cause as Error).message})`;
    super(`S3_BUCKET "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''} ${why}`, { cause });
    this.name = 'S3BucketError';
  }
}

const notFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Uploads as objects in an S3-compatible bucket (AWS SDK v3), one object per key under `prefix`.
 * The SDK is loaded only here: an instance on another driver never pays for it. Checks the bucket
 * before answering, so a wrong name or key stops the start with a message saying which.
 */
export async function s3FileStorage(settings: S3Settings): Promise<FileStorage> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: settings.forcePathStyle });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  try {
    await client.send(new s3.HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    throw new S3BucketError(settings, error);
  }
  const store = (key: string, data: Buffer) =>
    client.send(new s3.PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentType: contentTypeOfKey(key) }));

  return {
    driver: 's3',
    // One PUT each: S3 stores the whole object or nothing.
    ...keyedWrites(store),
    async read(key) {
      if (!isFileKey(key)) return null;
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0, contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async has(key) {
      if (!isFileKey(key)) return false;
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      if (isFileKey(key)) await client.send(new s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }));
        // S3 lists in UTF-8 binary order, which is ascending order for these ASCII keys.
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length);
          if (key && isFileKey(key)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}
