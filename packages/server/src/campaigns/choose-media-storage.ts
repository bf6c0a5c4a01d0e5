import type { MediaStorageConfig } from "../config.ts";
import { createLocalMediaStorage, type MediaStorage } from "./media-storage.ts";
import { createS3MediaStorage } from "./s3-media-storage.ts";

/** The configured storage: an S3-compatible bucket when MEDIA_S3_BUCKET is set, else the data folder. */
export function chooseMediaStorage(config: MediaStorageConfig): MediaStorage {
  return config.storage === "s3" ? createS3MediaStorage(config) : createLocalMediaStorage(config.dir);
}
