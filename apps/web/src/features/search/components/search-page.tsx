import { MoreCars } from '../../../entities/car/components/more-cars';
import {
  facetNames,
  searchQueryString,
  type SearchAnswer,
  type SearchQuery,
  type SearchSort,
} from '@second-gear/contract';
import { useCallback, useId, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { JsonLd } from '../../../components/ui/json-ld';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { ShownDate } from '../../../components/ui/shown-date';
import { ApiError } from '../../../lib/api-error';
import { useKnownPageOrigin } from '../../../lib/page-origin';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useWhenVisible } from '../../../lib/use-when-visible';
import type { FavoriteButtonWidget, MonthlyEstimateWidget } from '../../../entities/car/car-widgets';
import type { MonthlyBudgetWidget } from '../../../entities/search-query/search-widgets';
import { useSearchCars } from '../api/search-cars';
import { isNewSince, readNewSince } from '../../../entities/search-query/new-since';
import {
  chipsOf,
  clearedQuery,
  facetLabels,
  parameterOfRefusal,
  readSearchAddress,
} from '../../../entities/search-query/search-state';
import { FilterPanel } from './filter-panel';
import { FilterSheet } from './filter-sheet';
import { KeywordBox } from './keyword-box';
import { searchStructuredData } from '../search-structured-data';
import { SearchCarCard } from './search-car-card';
import { useKeptPress } from '../../../lib/kept-press';
import { useT } from '../../../lib/i18n';
import { searchCatalogue } from '../i18n';

const wideScreen = '(min-width: 1024px)';
/** The parameters the filter panel shows a refusal beside. */
const panelParameters: readonly string[] = [
  ...facetNames,
  'priceMin',
  'priceMax',
  'yearMin',
  'yearMax',
  'mileageMax',
  'monthlyMax',
  'zip',
  'radius',
];

/** The sorts in the order the select lists them. */
const sortOrder: readonly SearchSort[] = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'mileage_asc',
  'year_desc',
  'best_deal',
  'distance',
  'monthly_asc',
];

/** The search with new keywords: sorted by match when it was in the default order, never by match without any. */
function withKeywords(query: SearchQuery, q: string): SearchQuery {
  if (!q) return { ...query, q: undefined, sort: query.sort === 'relevance' ? 'newest' : query.sort };
  return { ...query, q, sort: query.sort === 'newest' ? 'relevance' : query.sort };
}

function SortSelect({ query, onChange }: { query: SearchQuery; onChange: (query: SearchQuery) => void }) {
  const t = useT(searchCatalogue);
  const id = useId();
  const sorts = sortOrder.filter(
    (sort) => (sort !== 'relevance' || query.q) && (sort !== 'distance' || query.zip),
  );
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap">
        {t('sort.label')}
      </label>
      <select
        id={id}
        name="sort"
        className="select select-sm"
        value={query.sort}
        onChange={(event) => onChange({ ...query, sort: event.target.value as SearchSort })}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What to try when nothing matched: the spelling the server suggests, and the filters whose removal finds cars. */
function NoResults({
  query,
  answer,
  onChange,
}: {
  query: SearchQuery;
  answer: SearchAnswer;
  onChange: (query: SearchQuery) => void;
}) {
  const t = useT(searchCatalogue);
  // A facet's counts ignore its own choice: their sum is what the search finds without that facet.
  const facetDrops = facetNames
    .filter((facet) => query[facet].length > 0)
    .map((facet) => ({
      facet,
      count: answer.facets[facet].reduce((sum, entry) => sum + entry.count, 0),
    }))
    .filter((drop) => drop.count > 0)
    .sort((a, b) => b.count - a.count);
  const otherChips = chipsOf(query).filter(
    (chip) => !facetNames.some((facet) => chip.key.startsWith(`${facet}=`)),
  );
  return (
    <div className="rounded-box border-base-300 space-y-4 border border-dashed p-6 text-center sm:p-8">
      <p className="text-lg font-semibold">{t('none.title')}</p>
      {answer.didYouMean ? (
        <p>
          {t.rich('none.didYouMean', {
            suggestion: answer.didYouMean,
            fix: (chunks) => (
              <button
                type="button"
                className="link link-primary font-semibold"
                onClick={() => onChange({ ...query, q: answer.didYouMean, sort: 'relevance' })}
              >
                {chunks}
              </button>
            ),
          })}
        </p>
      ) : null}
      {facetDrops.length > 0 || otherChips.length > 0 ? (
        <div className="space-y-2">
          <p>{t('none.tryWithout')}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {facetDrops.map(({ facet, count }) => (
              <li key={facet}>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => onChange({ ...query, [facet]: [] })}
                >
                  {t('none.anyFacet', { facet: facetLabels[facet].toLowerCase(), count })}
                </button>
              </li>
            ))}
            {otherChips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => onChange(chip.without)}
                >
                  {t('none.without', { filter: chip.label })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('none.nothingListed')}</p>
      )}
    </div>
  );
}

function Chips({ query, onChange }: { query: SearchQuery; onChange: (query: SearchQuery) => void }) {
  const t = useT(searchCatalogue);
  const chips = chipsOf(query);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('chips.label')} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="badge badge-lg badge-outline hover:bg-base-200 cursor-pointer gap-1"
              aria-label={t('chips.remove', { filter: chip.label })}
              onClick={() => onChange(chip.without)}
            >
              {chip.label}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-link btn-sm" onClick={() => onChange(clearedQuery(query))}>
        {t('chips.clear')}
      </button>
    </div>
  );
}

/**
 * /cars?…: the search. Its address is its state: every change writes the address (a new history entry, no reload),
 * and the page reads the search back from it, so links can be shared and Back and Forward restore a search.
 */
export function SearchPage({
  FavoriteButton,
  SaveSearchButton,
  MonthlyEstimate,
  MonthlyBudget,
  dealer,
}: {
  /** The heart over each car's photo, from the favourites feature (passed in by the route). */
  FavoriteButton: FavoriteButtonWidget;
  /** "Save this search", from the saved-searches feature (passed in by the route). */
  SaveSearchButton: ComponentType<{ query: SearchQuery }>;
  /** "Est. $319/mo" on each card and the "Monthly budget" filter, from the financing feature (passed in by the route). */
  MonthlyEstimate?: MonthlyEstimateWidget;
  MonthlyBudget?: MonthlyBudgetWidget;
  /**
   * A dealership's slug: the search of its storefront, always of its cars. Its page's address names the dealership
   * (`/dealers/{slug}?make=Toyota`), so the query string leaves it out, and the page has its own title and heading.
   */
  dealer?: string;
}) {
  const t = useT(searchCatalogue);
  const location = useLocation();
  const origin = useKnownPageOrigin();
  const navigate = useNavigate();
  const { query: addressQuery, problems: addressProblems } = readSearchAddress(location.search);
  const query: SearchQuery = dealer ? { ...addressQuery, dealer } : addressQuery;
  // What the visitor chose: a storefront's own dealership is no filter of theirs to remove.
  const chosen: SearchQuery = dealer ? { ...addressQuery, dealer: undefined } : addressQuery;
  const newSince = readNewSince(location.state);
  const search = useSearchCars(query);
  const [sheetOpen, setSheetOpen] = useState(false);
  useKeptPress('filters', () => setSheetOpen(true));
  const wide = useMediaQuery(wideScreen);

  const change = useCallback(
    (next: SearchQuery) => {
      const address = searchQueryString(dealer ? { ...next, dealer: undefined } : next);
      void navigate({ search: address ? `?${address}` : '' }, { preventScrollReset: true });
    },
    [navigate, dealer],
  );

  const { data, error, isPending, isPlaceholderData, hasNextPage, isFetching, isFetchNextPageError } = search;
  const { fetchNextPage } = search;
  const answer = isPlaceholderData && error ? undefined : data?.pages[0];
  const cars = data?.pages.flatMap((page) => page.cars) ?? [];
  // Refusals: the address's own, then the server's (an unknown make, ZIP…), each beside the field it names when that
  // field is in view (the panel's are in the closed sheet on a phone), otherwise above the results.
  const refused = error instanceof ApiError && error.status === 400 && !isFetchNextPageError ? error : null;
  const refusals = [...addressProblems];
  if (refused)
    refusals.push({ parameter: parameterOfRefusal(refused.message) ?? '', message: refused.message });
  const problems: Record<string, string> = {};
  for (const { parameter, message } of refusals) problems[parameter] ??= message;
  const unplaced = refusals.filter(
    ({ parameter }) => parameter !== 'q' && !(wide && panelParameters.includes(parameter)),
  );

  const autoLoad = hasNextPage && !isFetching && !isFetchNextPageError;
  const loadOnView = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const sentinel = useWhenVisible<HTMLDivElement>(loadOnView, { enabled: autoLoad });

  const total = refused ? undefined : data?.pages[0]?.total;
  const panel = (
    <FilterPanel
      query={query}
      facets={data?.pages[0]?.facets}
      reservedCount={data?.pages[0]?.reservedCount}
      problems={problems}
      onChange={change}
      MonthlyBudget={MonthlyBudget}
    />
  );
  const chosenCount = chipsOf(chosen).filter((chip) => chip.key !== 'q').length;
  const title = query.q ? t('page.titleKeywords', { q: query.q }) : t('page.title');

  return (
    <div className="space-y-6">
      {dealer ? null : <title>{title}</title>}
      {dealer || !answer || origin === null ? null : (
        <JsonLd
          data={searchStructuredData(answer.cars, answer.total, {
            url: `${origin}${location.pathname}${location.search}`,
            name: title,
            origin,
          })}
        />
      )}
      <div className="space-y-3">
        {dealer ? null : <h1 className="text-3xl font-extrabold tracking-tight">{t('page.heading')}</h1>}
        <KeywordBox
          value={query.q ?? ''}
          problem={problems.q}
          onSearch={(q) => change(withKeywords(query, q))}
        />
      </div>
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        {wide ? (
          <aside aria-label={t('filters')} className="space-y-4">
            <h2 className="text-lg font-bold">{t('filters')}</h2>
            {panel}
          </aside>
        ) : null}
        <section aria-labelledby="results-heading" className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="text-xl font-bold" aria-live="polite">
              {total === undefined ? t('results.heading') : t('cars', { count: total })}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              {wide ? null : (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  aria-haspopup="dialog"
                  data-keep-press="filters"
                  onClick={() => setSheetOpen(true)}
                >
                  {t('filters.button', { count: chosenCount })}
                </button>
              )}
              <SortSelect query={query} onChange={change} />
            </div>
          </div>
          <Chips query={chosen} onChange={change} />
          {/* Keyed by the search: what it says about one search is gone when the search changes. */}
          <SaveSearchButton key={searchQueryString(query)} query={query} />
          {newSince ? (
            <p className="text-sm">
              {t.rich('results.newSince', {
                date: <ShownDate at={newSince.toISOString()} time />,
                new: (chunks) => (
                  <span className="badge badge-secondary badge-sm font-semibold">{chunks}</span>
                ),
              })}
            </p>
          ) : null}
          {unplaced.length > 0 ? (
            <div role="alert" className="alert alert-error alert-soft">
              <ul>
                {unplaced.map(({ message }) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {isPending && !refused ? (
            // A screen high, so the footer does not jump down under the visitor's eyes when the cars arrive.
            <div className="min-h-dvh">
              <PulsingDots label={t('results.searching')} />
            </div>
          ) : !answer ? (
            refused ? null : (
              <LoadFailed what={t('results.what')} error={error} retry={() => void search.refetch()} />
            )
          ) : cars.length === 0 ? (
            <NoResults query={chosen} answer={answer} onChange={change} />
          ) : (
            <div
              className={`space-y-6 ${isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={isPlaceholderData}
            >
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {cars.map((car, index) => (
                  <li key={car._id}>
                    <SearchCarCard
                      car={car}
                      // The first photo is the largest paint (alone on a phone's first screen, the first of a row on
                      // a wide one): fetched first, before the scripts; the rest load as they near the screen.
                      priority={index === 0}
                      isNew={isNewSince(car.listedAt, newSince)}
                      FavoriteButton={FavoriteButton}
                      MonthlyEstimate={MonthlyEstimate}
                    />
                  </li>
                ))}
              </ul>
              <div ref={sentinel} aria-hidden="true" />
              <MoreCars
                pages={search}
                label={t('results.more')}
                onMore={() => void fetchNextPage()}
                end={
                  (data?.pages.length ?? 0) > 1 ? (
                    <p className="text-base-content/75 text-center">
                      {t('results.end', { count: cars.length })}
                    </p>
                  ) : null
                }
              />
            </div>
          )}
          <p className="text-base-content/75 text-sm">
            {t.rich('results.dealNote', {
              link: (chunks) => (
                <Link to="/deal-ratings" className="link">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </section>
      </div>
      {sheetOpen && !wide ? (
        <FilterSheet total={total} onClose={() => setSheetOpen(false)}>
          {panel}
        </FilterSheet>
      ) : null}
    </div>
  );
}
