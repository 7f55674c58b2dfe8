import type { ImportRowAction, ImportRowOutcome } from '@second-gear/contract';

const actionWords: Record<ImportRowAction, string> = {
  create: 'New car',
  update: 'Update',
  unchanged: 'Unchanged',
  refuse: 'Refused',
  remove: 'Off sale',
  keep: 'Kept for sale',
};

/** Each row's outcome: its line in the file, its stock number, what it does and, when refused, why (by column). */
export function ImportRows({ rows, caption }: { rows: readonly ImportRowOutcome[]; caption: string }) {
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Stock number</th>
            <th scope="col">Action</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((outcome, index) => (
            <tr key={`${outcome.row ?? 'absent'}-${outcome.carId ?? index}`}>
              <td>{outcome.row ?? 'Not in the file'}</td>
              <td>{outcome.stockNumber ?? '—'}</td>
              <td className={outcome.action === 'refuse' ? 'text-error font-semibold' : undefined}>
                {actionWords[outcome.action]}
              </td>
              <td>
                {outcome.errors.length === 0 ? null : (
                  <ul>
                    {outcome.errors.map((error) => (
                      <li key={`${error.column}-${error.message}`}>
                        {error.column ? <span className="font-mono">{error.column}: </span> : null}
                        {error.message}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The counts of an import or a dry run, in words. */
export function importCounts(counts: {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  removed: number;
}): string {
  return `${counts.created} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused, ${counts.removed} taken off sale`;
}
