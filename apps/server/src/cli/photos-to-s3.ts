import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { copyPhotos } from '../modules/uploads/copy-photos.ts';
import { createS3Storage } from '../modules/uploads/s3-storage.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
if (!config.s3) {
  console.error(
    'S3_BUCKET is not set: set the S3 variables the server will use (see "Switch to S3" in docs/deployment.md), then run this again.',
  );
  process.exit(2);
}
if (!existsSync(config.uploadsDir)) {
  console.log(`There is no uploads folder at ${config.uploadsDir}: nothing to copy.`);
  process.exit(0);
}
const storage = createS3Storage(config.s3);
console.log(`Copying the photos in ${config.uploadsDir} to ${storage.description}…`);
let lastShown = 0;
const report = await copyPhotos(config.uploadsDir, storage, (done, total) => {
  if (done - lastShown >= 500 || done === total) {
    lastShown = done;
    console.log(`  ${done} of ${total} files`);
  }
});
storage.close();
console.log(
  `Copied ${report.copied}, already there ${report.skipped}, not photos ${report.ignored}, failed ${report.failed.length}.`,
);
for (const failure of report.failed.slice(0, 20)) console.error(`  ${failure.key}: ${failure.reason}`);
if (report.failed.length > 0) {
  console.error('Run the command again to retry the failed ones: photos already copied are skipped.');
  process.exit(1);
}
