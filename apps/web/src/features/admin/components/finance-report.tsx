import { financeQuery, type FinanceQuery, type FinanceReport as Report } from '@second-gear/contract';
import { useSearchParams } from 'react-router';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { formatCents } from '../../../lib/format';
import { financeCsvHref, useFinanceReport } from '../api/finance-report';
import { financePeriodOf, periodLabel } from '../finance-period';

const columns = [
  ['grossCents', 'Gross sales'],
  ['feeCents', 'Platform fees'],
  ['refundCents', 'Refunds'],
  ['transferredCents', 'Paid to sellers'],
  ['pendingCents', 'Owed to sellers'],
] as const;

function PeriodPicker({ period, onPick }: { period: FinanceQuery; onPick: (period: FinanceQuery) => void }) {
  const { control, handleSubmit } = useContractForm(financeQuery, period, {
    from: 'From',
    to: 'To',
    group: 'Group by',
  });
  return (
    <form
      noValidate
      aria-label="Period"
      className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_1fr_auto]"
      onSubmit={(event) => void handleSubmit(onPick)(event)}
    >
      <FormTextField control={control} name="from" label="From" type="date" />
      <FormTextField control={control} name="to" label="To" type="date" />
      <FormSelectField control={control} name="group" label="Group by">
        <option value="day">Day</option>
        <option value="month">Month</option>
      </FormSelectField>
      <button type="submit" className="btn btn-primary sm:mt-8">
        Show
      </button>
    </form>
  );
}

function ReportTable({ report }: { report: Report }) {
  return (
    // On a phone the table scrolls sideways: the region takes focus so a keyboard can scroll it too.
    <div
      role="region"
      aria-label="Finance table"
      tabIndex={0}
      className="rounded-box border-base-300 overflow-x-auto border"
    >
      <table className="table">
        <caption className="sr-only">The books by period</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {columns.map(([key, label]) => (
              <th key={key} scope="col" className="text-right">
                {label}
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
            <th scope="row">Total</th>
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
  const [search, setSearch] = useSearchParams();
  const period = financePeriodOf(search, today);
  const report = useFinanceReport(period);

  return (
    <div className="max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Finance</h1>
        <p className="text-base-content/75">
          Days are counted in UTC. Owed to sellers is what they were owed at the end of each period.
        </p>
      </div>
      <PeriodPicker key={search.toString()} period={period} onPick={(picked) => setSearch(picked)} />
      {report.isPending ? (
        <PulsingDots label="Loading the finance report" />
      ) : !report.data ? (
        <LoadFailed what="The finance report" error={report.error} retry={() => void report.refetch()} />
      ) : (
        <>
          {report.data.rows.length === 0 ? (
            <p className="rounded-box border-base-300 border border-dashed p-6 text-center">
              No money moved in this period.
            </p>
          ) : (
            <ReportTable report={report.data} />
          )}
          <a className="btn btn-outline" href={financeCsvHref(period)} download>
            Download CSV
          </a>
        </>
      )}
    </div>
  );
}
