import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { domainErrors } from "../errors/domainError";
import type { FileStore } from "./fileStore";
import { newFileKey } from "./fileStore";

/**
 * Where and how to reach S3-compatible object storage (config: S3_BUCKET, S3_PREFIX, S3_REGION,
 * S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). The secret is read from the
 * environment only and never logged: the configuration is never logged whole.
 */
export interface S3Settings {
  bucket: string;
  /** Prefix of every key this server writes (`trezo/`), so that a bucket can be shared. */
  prefix: string;
  region: string;
  /** The service's URL, for anything but AWS. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO, most self-hosted services). */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** One client per settings object: it keeps its connections between calls. */
const clients = new WeakMap<S3Settings, S3Client>();

function clientOf(settings: S3Settings): S3Client {
  let client = clients.get(settings);
  if (!client) {
    client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer
      // default (a CRC32 trailer on every upload).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
    clients.set(settings, client);
  }
  return client;
}

/** Whether S3 answered that the object is not there. */
function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

/**
 * Files as objects of an S3-compatible bucket, under `<prefix><folder>/<key>`: every server instance reads
 * what another stored (issue 24), with PutObject, GetObject and DeleteObject only.
 */
export function s3FileStore(settings: S3Settings, folder: string): FileStore {
  const client = clientOf(settings);
  const objectKey = (key: string) => `${settings.prefix}${folder}/${key.replace(/[^A-Za-z0-9_-]/g, "")}`;
  return {
    async put(bytes) {
      const key = newFileKey();
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: "application/octet-stream",
        }),
      );
      return key;
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) throw domainErrors.notFound();
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        // An object its row still names but the bucket lost: not found for the user, not a crash.
        if (isMissing(error)) throw domainErrors.notFound();
        throw error;
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
