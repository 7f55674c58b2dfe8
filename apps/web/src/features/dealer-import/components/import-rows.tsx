import type { ImportRowOutcome } from '@second-gear/contract';
import { useT } from '../../../lib/i18n';
import { dealerImportCatalogue } from '../i18n';

/** Each row's outcome: its line in the file, its stock number, what it does and, when refused, why (by column). */
export function ImportRows({ rows, caption }: { rows: readonly ImportRowOutcome[]; caption: string }) {
  const t = useT(dealerImportCatalogue);
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rows.row')}</th>
            <th scope="col">{t('rows.stockNumber')}</th>
            <th scope="col">{t('rows.action')}</th>
            <th scope="col">{t('rows.why')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((outcome, index) => (
            <tr key={`${outcome.row ?? 'absent'}-${outcome.carId ?? index}`}>
              <td>{outcome.row ?? t('rows.notInFile')}</td>
              <td>{outcome.stockNumber ?? '—'}</td>
              <td className={outcome.action === 'refuse' ? 'text-error font-semibold' : undefined}>
                {t('rows.actionWord', { action: outcome.action })}
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
  return dealerImportCatalogue.t('counts', {
    created: counts.created,
    updated: counts.updated,
    unchanged: counts.unchanged,
    refused: counts.refused,
    removed: counts.removed,
  });
}
