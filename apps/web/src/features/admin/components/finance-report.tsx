import { financeQuery, type FinanceQuery, type FinanceReport as Report } from '@second-gear/contract';
import { useSearchParams } from 'react-router';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { formatCents } from '../../../lib/format';
import { financeCsvHref, useFinanceReport } from '../api/finance-report';
import { financePeriodOf, periodLabel } from '../finance-period';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

const columns = [
  ['grossCents', 'finance.gross'],
  ['feeCents', 'finance.fees'],
  ['refundCents', 'finance.refunds'],
  ['transferredCents', 'finance.paid'],
  ['pendingCents', 'finance.owed'],
] as const;

function PeriodPicker({ period, onPick }: { period: FinanceQuery; onPick: (period: FinanceQuery) => void }) {
  const t = useT(adminCatalogue);
  const { control, handleSubmit } = useContractForm(financeQuery, period, {
    from: t('finance.from'),
    to: t('finance.to'),
    group: t('finance.group'),
  });
  return (
    <form
      noValidate
      aria-label={t('finance.period')}
      className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_1fr_auto]"
      onSubmit={(event) => void handleSubmit(onPick)(event)}
    >
      <FormTextField control={control} name="from" label={t('finance.from')} type="date" />
      <FormTextField control={control} name="to" label={t('finance.to')} type="date" />
      <FormSelectField control={control} name="group" label={t('finance.group')}>
        <option value="day">{t('finance.day')}</option>
        <option value="month">{t('finance.month')}</option>
      </FormSelectField>
      <button type="submit" className="btn btn-primary sm:mt-8">
        {t('finance.show')}
      </button>
    </form>
  );
}

function ReportTable({ report }: { report: Report }) {
  const t = useT(adminCatalogue);
  return (
    // On a phone the table scrolls sideways: the region takes focus so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={t('finance.table')}
      tabIndex={0}
      className="rounded-box border-base-300 overflow-x-auto border"
    >
      <table className="table">
        <caption className="sr-only">{t('finance.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('finance.period')}</th>
            {columns.map(([key, label]) => (
              <th key={key} scope="col" className="text-right">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">{periodLabel(row.period)}</th>
              {columns.map(([key]) => (
                <td key={key} className="text-right tabular-nums">
                  {formatCents(row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('finance.total')}</th>
            {columns.map(([key]) => (
              <td key={key} className="text-right font-semibold tabular-nums">
                {formatCents(report.totals[key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * Finance: what buyers paid, the marketplace's fees, refunds and what sellers are owed, by day or month, from the
 * books; the period lives in the page's address so it can be shared and reloaded.
 */
export function FinanceReport({ today = new Date() }: { today?: Date }) {
  const t = useT(adminCatalogue);
  const [search, setSearch] = useSearchParams();
  const period = financePeriodOf(search, today);
  const report = useFinanceReport(period);

  return (
    <div className="max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('finance.heading')}</h1>
        <p className="text-base-content/75">{t('finance.intro')}</p>
      </div>
      <PeriodPicker key={search.toString()} period={period} onPick={(picked) => setSearch(picked)} />
      {report.isPending ? (
        <PulsingDots label={t('finance.loading')} />
      ) : !report.data ? (
        <LoadFailed what={t('finance.what')} error={report.error} retry={() => void report.refetch()} />
      ) : (
        <>
          {report.data.rows.length === 0 ? (
            <p className="rounded-box border-base-300 border border-dashed p-6 text-center">
              {t('finance.empty')}
            </p>
          ) : (
            <ReportTable report={report.data} />
          )}
          <a className="btn btn-outline" href={financeCsvHref(period)} download>
            {t('finance.csv')}
          </a>
        </>
      )}
    </div>
  );
}
