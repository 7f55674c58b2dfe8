import { inventoryColumns, type DealerImport } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { useImportProgress, useLatestImports } from '../api/import-progress';
import { useMyDealership } from '../api/my-dealership';
import { sendInventory } from '../api/send-inventory';
import { ImportRows, importCounts } from './import-rows';
import { useT } from '../../../lib/i18n';
import { dealerImportCatalogue } from '../i18n';

/** /dashboard/dealer/import: a dealership's inventory from a CSV file and a ZIP of its photos. */
export function InventoryImport() {
  const t = useT(dealerImportCatalogue);
  const membership = useMyDealership();
  if (membership.isPending) return <PulsingDots label={t('loadingDealership')} />;
  if (membership.isError)
    return (
      <LoadFailed
        what={t('yourDealership')}
        error={membership.error}
        retry={() => void membership.refetch()}
      />
    );
  if (!membership.data)
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">{t('heading')}</h1>
        <p>{t('noDealership')}</p>
      </section>
    );
  return <ImportForm dealerId={membership.data.dealer._id} dealerName={membership.data.dealer.name} />;
}

function ImportForm({ dealerId, dealerName }: { dealerId: string; dealerName: string }) {
  const t = useT(dealerImportCatalogue);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [file, setFile] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File | null>(null);
  const [fullFeed, setFullFeed] = useState(false);
  const [checked, setChecked] = useState<DealerImport | null>(null);
  const ids = { file: useId(), photos: useId(), feed: useId(), feedHint: useId(), problem: useId() };

  const latest = useLatestImports(dealerId);
  const underWay = latest.data?.find((one) => one.state === 'queued' || one.state === 'running');
  const importId = params.get('import') ?? underWay?._id ?? null;
  const progress = useImportProgress(importId);

  const send = useMutation({
    mutationFn: (dryRun: boolean) => sendInventory(dealerId, { file: file!, photos, dryRun, fullFeed }),
    onSuccess: (answer) => {
      if (answer.dryRun) {
        setChecked(answer);
        return;
      }
      setChecked(null);
      queryClient.setQueryData(['dealer-imports', answer._id], answer);
      setParams({ import: answer._id });
    },
  });

  const submit = (dryRun: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (file) send.mutate(dryRun);
  };

  const running = progress.data;
  const busy = running?.state === 'queued' || running?.state === 'running';

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">{t('heading')}</h1>
        <p className="text-base-content/70">{t('intro', { dealer: dealerName })}</p>
      </header>

      <form className="space-y-4" onSubmit={submit(true)} aria-describedby={ids.problem}>
        <div className="form-control">
          <label className="mb-1 block font-medium" htmlFor={ids.file}>
            {t('file')}
          </label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-bordered w-full max-w-md"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setChecked(null);
            }}
          />
        </div>
        <div className="form-control">
          <label className="mb-1 block font-medium" htmlFor={ids.photos}>
            {t('photos')}
          </label>
          <input
            id={ids.photos}
            type="file"
            accept=".zip,application/zip"
            className="file-input file-input-bordered w-full max-w-md"
            onChange={(event) => {
              setPhotos(event.target.files?.[0] ?? null);
              setChecked(null);
            }}
          />
        </div>
        <div className="flex items-start gap-2">
          <input
            id={ids.feed}
            type="checkbox"
            className="checkbox mt-1"
            checked={fullFeed}
            aria-describedby={ids.feedHint}
            onChange={(event) => {
              setFullFeed(event.target.checked);
              setChecked(null);
            }}
          />
          <div>
            <label htmlFor={ids.feed} className="font-medium">
              {t('fullFeed')}
            </label>
            <p id={ids.feedHint} className="text-sm text-base-content/70">
              {t('fullFeedHint')}
            </p>
          </div>
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer">{t('columns.summary')}</summary>
          <p className="mt-2">
            {t.rich('columns.text', {
              columns: inventoryColumns.join(', '),
              code: (chunks) => <span className="font-mono">{chunks}</span>,
            })}
          </p>
        </details>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={!file || send.isPending}>
            {send.isPending && send.variables === true ? t('checking') : t('check')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={!file || send.isPending || busy}
            onClick={() => submit(false)()}
          >
            {send.isPending && send.variables === false ? t('starting') : t('import')}
          </button>
        </div>
        <RequestProblem id={ids.problem} error={send.error} lead={t('notTaken')} />
      </form>

      {checked ? (
        <section className="space-y-2" aria-label={t('dryRun.label')}>
          <h2 className="text-xl font-semibold">{t('dryRun.heading', { file: checked.fileName })}</h2>
          <p>{t('dryRun.summary', { total: checked.total, counts: importCounts(checked) })}</p>
          <ImportRows rows={checked.rows} caption={t('dryRun.caption')} />
        </section>
      ) : null}

      {importId ? <ImportProgress progress={progress} /> : null}
    </section>
  );
}

function ImportProgress({ progress }: { progress: ReturnType<typeof useImportProgress> }) {
  const t = useT(dealerImportCatalogue);
  if (progress.isPending) return <PulsingDots label={t('progress.loading')} />;
  if (progress.isError)
    return (
      <LoadFailed what={t('progress.what')} error={progress.error} retry={() => void progress.refetch()} />
    );
  const found = progress.data;
  const finished = found.state === 'done' || found.state === 'failed';
  return (
    <section className="space-y-2" aria-label={t('progress.label')}>
      <h2 className="text-xl font-semibold">{t('progress.heading', { file: found.fileName })}</h2>
      <progress
        className="progress progress-primary w-full max-w-md"
        aria-label={t('progress.bar')}
        value={found.done}
        max={Math.max(found.total, 1)}
      />
      <p role="status">
        {t('progress.status', {
          state: found.state,
          done: found.done,
          total: found.total,
          counts: finished ? importCounts(found) : '',
        })}
      </p>
      {found.state === 'failed' && found.error ? (
        <p role="alert" className="text-error">
          {found.error}
        </p>
      ) : null}
      {finished ? (
        <ImportRows
          rows={found.rows.filter((row) => row.action === 'refuse' || row.row === null)}
          caption={t('progress.caption')}
        />
      ) : null}
    </section>
  );
}
