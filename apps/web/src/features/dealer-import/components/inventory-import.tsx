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

/** /dashboard/dealer/import: a dealership's inventory from a CSV file and a ZIP of its photos. */
export function InventoryImport() {
  const membership = useMyDealership();
  if (membership.isPending) return <PulsingDots label="Loading your dealership" />;
  if (membership.isError)
    return (
      <LoadFailed what="Your dealership" error={membership.error} retry={() => void membership.refetch()} />
    );
  if (!membership.data)
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">Import inventory</h1>
        <p>You do not work for a dealership, so there is no inventory to import.</p>
      </section>
    );
  return <ImportForm dealerId={membership.data.dealer._id} dealerName={membership.data.dealer.name} />;
}

function ImportForm({ dealerId, dealerName }: { dealerId: string; dealerName: string }) {
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
        <h1 className="text-2xl font-bold">Import inventory</h1>
        <p className="text-base-content/70">
          {dealerName}: your cars from a CSV file, with their photos as a ZIP.
        </p>
      </header>

      <form className="space-y-4" onSubmit={submit(true)} aria-describedby={ids.problem}>
        <div className="form-control">
          <label className="mb-1 block font-medium" htmlFor={ids.file}>
            Inventory file (CSV)
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
            Photos (ZIP archive)
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
              Full feed
            </label>
            <p id={ids.feedHint} className="text-sm text-base-content/70">
              The file is your whole inventory: your cars for sale that it does not list are taken off sale. A
              car with a booking or reservation under way is kept.
            </p>
          </div>
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer">The file's columns</summary>
          <p className="mt-2">
            The first line names the columns: <span className="font-mono">{inventoryColumns.join(', ')}</span>
            . One car a row; <span className="font-mono">photos</span> lists the photos' file names in the ZIP
            archive, cover first, separated by <span className="font-mono">|</span> or{' '}
            <span className="font-mono">;</span>. The file must be saved as UTF-8 CSV.
          </p>
        </details>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={!file || send.isPending}>
            {send.isPending && send.variables === true ? 'Checking…' : 'Check file'}
          </button>
          <button
            type="button"
            className="btn"
            disabled={!file || send.isPending || busy}
            onClick={() => submit(false)()}
          >
            {send.isPending && send.variables === false ? 'Starting…' : 'Import'}
          </button>
        </div>
        <RequestProblem id={ids.problem} error={send.error} lead="The file was not taken." />
      </form>

      {checked ? (
        <section className="space-y-2" aria-label="Check of the file">
          <h2 className="text-xl font-semibold">Check of {checked.fileName}</h2>
          <p>
            {checked.total} rows: {importCounts(checked)}. Nothing has been written yet.
          </p>
          <ImportRows rows={checked.rows} caption="What each row would do" />
        </section>
      ) : null}

      {importId ? <ImportProgress progress={progress} /> : null}
    </section>
  );
}

function ImportProgress({ progress }: { progress: ReturnType<typeof useImportProgress> }) {
  if (progress.isPending) return <PulsingDots label="Loading the import" />;
  if (progress.isError)
    return <LoadFailed what="The import" error={progress.error} retry={() => void progress.refetch()} />;
  const found = progress.data;
  const finished = found.state === 'done' || found.state === 'failed';
  return (
    <section className="space-y-2" aria-label="Import">
      <h2 className="text-xl font-semibold">Import of {found.fileName}</h2>
      <progress
        className="progress progress-primary w-full max-w-md"
        aria-label="Import progress"
        value={found.done}
        max={Math.max(found.total, 1)}
      />
      <p role="status">
        {found.state === 'queued' ? 'Waiting to start. ' : null}
        {found.state === 'running' ? 'Importing. ' : null}
        {found.done} of {found.total} rows done
        {finished ? `: ${importCounts(found)}.` : '.'}
        {found.state === 'done' ? ' The import is finished.' : null}
      </p>
      {found.state === 'failed' && found.error ? (
        <p role="alert" className="text-error">
          {found.error}
        </p>
      ) : null}
      {finished ? (
        <ImportRows
          rows={found.rows.filter((row) => row.action === 'refuse' || row.row === null)}
          caption="Rows refused, and cars not in the file"
        />
      ) : null}
    </section>
  );
}
