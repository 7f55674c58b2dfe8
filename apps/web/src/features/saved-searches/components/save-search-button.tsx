import {
  savedSearchFrequencies,
  searchQueryString,
  type SavedSearch,
  type SearchQuery,
} from '@second-gear/contract';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/submit-button';
import { ChoiceField, FormTextField } from '../../../components/form/form-fields';
import { RequestProblem } from '../../../components/ui/request-problem';
import { useContractForm } from '../../../components/form/use-contract-form';
import { useAuth } from '../../../entities/session/auth-context';
import { useIsBuyer } from '../../../entities/session/api/is-buyer';
import { useSavedSearches, useSaveSearch } from '../api/saved-searches';
import {
  forgetPendingSavedSearch,
  pendingSavedSearch,
  rememberPendingSavedSearch,
} from '../pending-saved-search';
import { saveSearchForm } from '../saved-search-form';
import { browserTimeZone, frequencyWords, sameSearch, suggestedSearchName } from '../saved-search-words';
import { useTakenOver } from '../../../lib/use-taken-over';
import { useT } from '../../../lib/i18n';
import { savedSearchesCatalogue } from '../i18n';

export const savedSearchesPath = '/dashboard/saved-searches';

/** The search without its order and page size: what makes it worth saving (a keyword or a filter). */
const filtersOf = (query: SearchQuery) => searchQueryString({ ...query, sort: undefined, limit: undefined });

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

function SaveSearchDialog({
  query,
  onSaved,
  onClose,
}: {
  query: SearchQuery;
  onSaved: (saved: SavedSearch) => void;
  onClose: () => void;
}) {
  const t = useT(savedSearchesCatalogue);
  const save = useSaveSearch();
  const formId = useId();
  const errorId = useId();
  const { control, handleSubmit } = useContractForm(saveSearchForm, {
    name: suggestedSearchName(query),
    frequency: 'daily',
  });
  const timeZone = browserTimeZone();
  const frequencyChoices = savedSearchFrequencies.map((frequency) => ({
    value: frequency,
    label: frequencyWords(frequency).label,
    description: frequencyWords(frequency).explained,
  }));

  const submit = handleSubmit(({ name, frequency }) => {
    if (save.isPending) return;
    save.mutate(
      { name, query: searchQueryString(query), frequency, ...(timeZone ? { timeZone } : {}) },
      { onSuccess: onSaved },
    );
  });

  return (
    <Dialog
      title={t('dialog.title')}
      description={<p>{t('dialog.description')}</p>}
      closable={!save.isPending}
      onClose={onClose}
      actions={
        <DialogFormActions
          form={formId}
          busy={save.isPending}
          busyLabel={t('dialog.saving')}
          describedBy={save.isError ? errorId : undefined}
          onCancel={onClose}
        >
          {t('dialog.save')}
        </DialogFormActions>
      }
    >
      <form id={formId} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <FormTextField
          control={control}
          name="name"
          label={t('dialog.name')}
          maxLength={80}
          required
          data-autofocus
        />
        <ChoiceField
          control={control}
          name="frequency"
          legend={t('dialog.frequency')}
          choices={frequencyChoices}
        />
        {timeZone ? (
          <p className="text-base-content/75 text-sm">
            {t('dialog.timeZone', { timeZone: timeZone.replaceAll('_', ' ') })}
          </p>
        ) : null}
        <RequestProblem id={errorId} error={save.error} />
      </form>
    </Dialog>
  );
}

/**
 * "Save this search" on /cars, shown when the search has a keyword or a filter. A visitor signs in and comes back
 * to the same search with the form open; a seller's or administrator's account is told that buyers keep searches.
 */
export function SaveSearchButton({ query }: { query: SearchQuery }) {
  const t = useT(savedSearchesCatalogue);
  const { user, loading } = useAuth();
  const [isBuyer, roleLoading] = useIsBuyer();
  const savedSearches = useSavedSearches();
  const navigate = useNavigate();
  const location = useLocation();
  const takenOver = useTakenOver();
  const filters = filtersOf(query);
  const address = searchQueryString(query);
  // 'pending': back from signing in to save this search; the form opens once the account is known to be a buyer's.
  const [open, setOpen] = useState<boolean | 'pending'>(() => pendingSavedSearch() === address && 'pending');
  const [justSaved, setJustSaved] = useState<SavedSearch | null>(null);
  const [buyersOnly, setBuyersOnly] = useState(false);
  // The search just saved counts as saved before the list is read again.
  const saved = savedSearches.data?.find((entry) => sameSearch(entry.query, query)) ?? justSaved;
  const accountKnown = user !== null && !roleLoading && (!isBuyer || savedSearches.isSuccess);
  const dialogOpen = open === true || (open === 'pending' && accountKnown && isBuyer && !saved);

  useEffect(() => {
    if (open === 'pending' && accountKnown) forgetPendingSavedSearch();
  }, [open, accountKnown]);

  if (filters === '') return null;
  // Until the page is taken over and the account known (the page the server draws may know nobody is signed in, but
  // nothing answers a press yet) the button holds its place, not yet usable, so the results below do not move.
  const accountPending = !takenOver || loading || (user !== null && roleLoading);

  const onClick = () => {
    if (!user) {
      rememberPendingSavedSearch(address);
      void navigate('/login', { state: { from: location } });
      return;
    }
    if (!isBuyer) {
      setBuyersOnly(true);
      return;
    }
    setOpen(true);
  };

  // An open form stays open if the search turns out saved meanwhile (in another tab): saving again is refused
  // with the name it was saved under.
  const dialog = dialogOpen ? (
    <SaveSearchDialog
      query={query}
      onClose={() => setOpen(false)}
      onSaved={(entry) => {
        setOpen(false);
        setJustSaved(entry);
      }}
    />
  ) : null;

  if (saved) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Link to={savedSearchesPath} className="btn btn-sm btn-secondary">
          <span aria-hidden="true">✓</span> {t.rich('button.saved', { name: saved.name, hidden })}
        </Link>
        {justSaved ? (
          <p role="status" className="text-success text-sm font-medium">
            {t.rich('button.justSaved', {
              name: justSaved.name,
              link: (chunks) => (
                <Link to={savedSearchesPath} className="link">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : null}
        {dialog}
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-sm btn-outline"
        aria-haspopup={user && isBuyer ? 'dialog' : undefined}
        disabled={accountPending || (user !== null && isBuyer && !savedSearches.isSuccess)}
        onClick={onClick}
      >
        {t('button.save')}
      </button>
      {buyersOnly || (open === 'pending' && accountKnown && !isBuyer) ? (
        <p role="status" className="text-sm">
          {t('button.buyersOnly')}
        </p>
      ) : null}
      {dialog}
    </div>
  );
}
