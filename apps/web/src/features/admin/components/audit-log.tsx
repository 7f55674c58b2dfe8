import { useState, type FormEvent } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { ShownDate } from '../../../components/ui/shown-date';
import { TextField } from '../../../components/ui/text-field';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { LoadMore } from './list-more';

const noFilters: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** The audit log: every administrator's act and automatic flag, newest first, filtered by who, what and when. */
export function AuditLog() {
  const [draft, setDraft] = useState<AuditFilters>(noFilters);
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const log = useAuditLog(filters);
  const rows = log.data?.pages.flatMap((page) => page.rows);
  const field = (name: keyof AuditFilters) => ({
    name,
    value: draft[name],
    onValueChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
  });

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  return (
    <div className="max-w-6xl space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Audit log</h1>
      <search>
        <form className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={apply}>
          <TextField {...field('actor')} label="Actor (e-mail or automatic)" />
          <TextField {...field('action')} label="Action" />
          <TextField {...field('from')} label="From" type="date" />
          <TextField {...field('to')} label="To" type="date" />
          <button type="submit" className="btn btn-primary">
            Filter
          </button>
        </form>
      </search>
      {log.isPending ? (
        <PulsingDots label="Loading the audit log" />
      ) : !rows ? (
        <LoadFailed what="The audit log" error={log.error} retry={() => void log.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-box border-base-300 border border-dashed p-8 text-center text-lg">
          No entries.
        </p>
      ) : (
        <div className="rounded-box border-base-300 overflow-x-auto border">
          <table className="table">
            <caption className="sr-only">Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Actor</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${row.at}-${index}`}>
                  <td className="whitespace-nowrap">
                    <ShownDate at={row.at} time />
                  </td>
                  <td className="break-all">{row.actor}</td>
                  <th scope="row">{row.action}</th>
                  <td className="break-all">
                    {row.targetKind} {row.targetId}
                  </td>
                  <td className="break-words">{row.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows ? <LoadMore what="More entries" list={log} /> : null}
    </div>
  );
}
