/** How quickly a seller usually answers, as their profile says it: "within 2 hours". */
export function replyTimeWords(minutes: number): string {
  if (minutes <= 60) return 'within an hour';
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'within a day' : `within ${days} days`;
}
