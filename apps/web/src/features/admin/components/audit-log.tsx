import { useState, type FormEvent } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { ShownDate } from '../../../components/ui/shown-date';
import { TextField } from '../../../components/ui/text-field';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { LoadMore } from './list-more';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

const noFilters: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** The audit log: every administrator's act and automatic flag, newest first, filtered by who, what and when. */
export function AuditLog() {
  const t = useT(adminCatalogue);
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
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('audit.heading')}</h1>
      <search>
        <form className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={apply}>
          <TextField {...field('actor')} label={t('audit.actorFilter')} />
          <TextField {...field('action')} label={t('audit.action')} />
          <TextField {...field('from')} label={t('finance.from')} type="date" />
          <TextField {...field('to')} label={t('finance.to')} type="date" />
          <button type="submit" className="btn btn-primary">
            {t('audit.filter')}
          </button>
        </form>
      </search>
      {log.isPending ? (
        <PulsingDots label={t('audit.loading')} />
      ) : !rows ? (
        <LoadFailed what={t('audit.what')} error={log.error} retry={() => void log.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-box border-base-300 border border-dashed p-8 text-center text-lg">
          {t('audit.empty')}
        </p>
      ) : (
        <div className="rounded-box border-base-300 overflow-x-auto border">
          <table className="table">
            <caption className="sr-only">{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.actor')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.reason')}</th>
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
      {rows ? <LoadMore what={t('audit.more')} list={log} /> : null}
    </div>
  );
}
