import { apiResponse, errorFromAnswer, parseJsonText } from '../../../lib/api-client';

/** The file name the server gives the export (`second-gear-<date>.json`), or a plain one should it give none. */
export function exportFileName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'second-gear.json';
}

/**
 * GET /api/me/export: everything the marketplace holds about the signed-in person, saved as the JSON file the
 * server names. The call carries the access token, so the browser cannot follow a plain link to it.
 */
export async function downloadMyData(): Promise<void> {
  const response = await apiResponse('/me/export', { auth: true });
  if (!response.ok) throw errorFromAnswer(response.status, parseJsonText(await response.text()));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(response.headers.get('content-disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download by now.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
