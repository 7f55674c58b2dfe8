import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(file: {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}) {
  const boundary = `----second-gear-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
