/** "3:07 PM": the 12-hour post time the specification shows. */
export function formatPostTime(at: Date): string {
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "20/11/2026": day/month/year without padding, as the specification shows. */
export function formatPostDate(at: Date): string {
  return `${at.getDate()}/${at.getMonth() + 1}/${at.getFullYear()}`;
}
