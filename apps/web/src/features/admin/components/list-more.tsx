import { useEffect, useId, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

/** How long typing may pause before the list is searched: one call per word rather than per key. */
const searchDelayMs = 300;

/** A search over a list ("Search buyers by name or e-mail"); `onSearch` gets the trimmed text once typing pauses. */
export function ListSearch({ label, onSearch }: { label: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <search className="max-w-md space-y-1">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input w-full"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </search>
  );
}

/** Below a list read a page at a time: "Load more" while there is more, or why the next page did not come. */
export function LoadMore({
  what,
  list,
}: {
  what: string;
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: Error | null;
    fetchNextPage: () => Promise<unknown>;
  };
}) {
  const t = useT(adminCatalogue);
  if (list.isFetchNextPageError) {
    return <LoadFailed what={what} error={list.error} retry={() => void list.fetchNextPage()} />;
  }
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? (
        <span aria-hidden="true" className="loading loading-spinner loading-xs" />
      ) : null}
      {t('list.loadMore')}
    </button>
  );
}
