import { savedSearchFrequencies, type SavedSearch, type SavedSearchFrequency } from '@second-gear/contract';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { FormTextField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { messageOf } from '../../../lib/api-error';
import { newSinceState } from '../../../entities/search-query/new-since';
import {
  useDeleteSavedSearch,
  useEditSavedSearch,
  useSavedSearches,
  useVisitSavedSearch,
} from '../api/saved-searches';
import { renameSearchForm } from '../saved-search-form';
import { frequencyWords, searchSummary } from '../saved-search-words';
import { useT } from '../../../lib/i18n';
import { savedSearchesCatalogue } from '../i18n';

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

function RenameForm({ entry, onDone }: { entry: SavedSearch; onDone: () => void }) {
  const t = useT(savedSearchesCatalogue);
  const edit = useEditSavedSearch();
  const { control, handleSubmit, setError } = useContractForm(renameSearchForm, { name: entry.name });

  const submit = handleSubmit(({ name }) => {
    if (edit.isPending) return;
    edit.mutate(
      { id: entry._id, name },
      {
        onSuccess: onDone,
        onError: (error) => setError('name', { message: messageOf(error) }, { shouldFocus: true }),
      },
    );
  });

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') onDone();
  }

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={cancelOnEscape}
    >
      <div className="min-w-0 flex-1 basis-56">
        <FormTextField
          control={control}
          name="name"
          label={t('rename.label', { name: entry.name })}
          maxLength={80}
          required
          // The rename was asked for: typing starts at once.
          autoFocus
        />
      </div>
      <div className="flex gap-2 pb-1">
        <button type="submit" className="btn btn-primary btn-sm" disabled={edit.isPending}>
          {t('rename.save')}
        </button>
        <button type="button" className="btn btn-sm" disabled={edit.isPending} onClick={onDone}>
          {t('rename.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The select's value for a search whose alerts are off; any other value is a frequency, and turns them on. */
const alertsOff = 'off';

function FrequencySelect({ entry }: { entry: SavedSearch }) {
  const t = useT(savedSearchesCatalogue);
  const edit = useEditSavedSearch();
  const id = `frequency-${entry._id}`;
  // A search's alerts are on unless the server says otherwise (an older answer has no alertsOn).
  const current = entry.alertsOn === false ? alertsOff : entry.frequency;
  const pending = edit.isPending
    ? edit.variables.alertsOn === false
      ? alertsOff
      : (edit.variables.frequency ?? current)
    : current;
  const choose = (value: string) =>
    edit.mutate(
      value === alertsOff
        ? { id: entry._id, alertsOn: false }
        : { id: entry._id, frequency: value as SavedSearchFrequency, alertsOn: true },
      {
        onSuccess: (changed) =>
          toast.success(
            changed.alertsOn === false
              ? t('toast.off', { name: changed.name })
              : t('toast.frequency', { name: changed.name, frequency: changed.frequency }),
          ),
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {t.rich('list.emails', { name: entry.name, hidden })}
      </label>
      <select
        id={id}
        className="select select-sm w-auto"
        value={pending}
        disabled={edit.isPending}
        onChange={(event) => choose(event.target.value)}
      >
        {savedSearchFrequencies.map((choice) => (
          <option key={choice} value={choice}>
            {frequencyWords(choice).label}
          </option>
        ))}
        <option value={alertsOff}>{frequencyWords(alertsOff).label}</option>
      </select>
      <span className="text-base-content/75 text-sm">
        {frequencyWords(current === alertsOff ? alertsOff : entry.frequency).explained}
      </span>
    </div>
  );
}

function SavedSearchCard({ entry, onDelete }: { entry: SavedSearch; onDelete: () => void }) {
  const t = useT(savedSearchesCatalogue);
  const visit = useVisitSavedSearch();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const summary = searchSummary(entry.query);

  const open = () =>
    visit.mutate(entry._id, {
      onSuccess: ({ savedSearch, newSince }) =>
        void navigate(`/cars?${savedSearch.query}`, { state: newSinceState(newSince) }),
      onError: (error) => toast.error(messageOf(error)),
    });

  return (
    <li className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-3 p-4">
        {renaming ? (
          <RenameForm entry={entry} onDone={() => setRenaming(false)} />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="card-title text-lg break-words">{entry.name}</h2>
            {entry.newCount > 0 ? (
              <span className="badge badge-secondary">
                {t.rich('list.new', { count: entry.newCount, hidden })}
              </span>
            ) : null}
          </div>
        )}
        <p className="text-base-content/75 text-sm break-words">{summary || t('list.everyCar')}</p>
        <FrequencySelect entry={entry} />
        <div className="card-actions flex-wrap items-center">
          <button type="button" className="btn btn-primary btn-sm" disabled={visit.isPending} onClick={open}>
            {t.rich('list.show', { name: entry.name, hidden })}
          </button>
          {renaming ? null : (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRenaming(true)}>
              {t.rich('list.rename', { name: entry.name, hidden })}
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDelete}>
            {t.rich('list.delete', { name: entry.name, hidden })}
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The buyer's saved searches: each with its filters in words, how often it e-mails (changeable in place), how many
 * cars are new since it was last opened; opening one shows its cars with the new ones marked.
 */
export function SavedSearchesList() {
  const t = useT(savedSearchesCatalogue);
  const savedSearches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  if (savedSearches.isPending) return <PulsingDots label={t('list.loading')} />;
  if (savedSearches.isError) {
    return (
      <LoadFailed
        what={t('list.what')}
        error={savedSearches.error}
        retry={() => void savedSearches.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby="saved-searches" className="space-y-4">
      <h1 id="saved-searches" tabIndex={-1} className="text-2xl font-bold">
        {t('list.heading')}
      </h1>
      {savedSearches.data.length === 0 ? (
        <div className="text-base-content/75 space-y-2">
          <p>{t('list.empty')}</p>
          <p>{t('list.emptyHint')}</p>
          <Link to="/cars" className="btn btn-primary btn-sm">
            {t('list.find')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {savedSearches.data.map((entry) => (
            <SavedSearchCard key={entry._id} entry={entry} onDelete={() => setDeleting(entry)} />
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDeleteDialog
          title={t('delete.title', { name: deleting.name })}
          pending={remove.isPending}
          error={remove.error}
          onCancel={() => {
            remove.reset();
            setDeleting(null);
          }}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => {
                toast.success(t('delete.toast', { name: deleting.name }));
                setDeleting(null);
              },
            })
          }
          returnFocus={() => document.getElementById('saved-searches')}
        >
          <p>{t('delete.text')}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </section>
  );
}
