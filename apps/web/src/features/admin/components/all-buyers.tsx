import type { BuyerRecord } from '@second-gear/contract';
import { useRef, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useAllBuyers } from '../api/all-buyers';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ListSearch, LoadMore } from './list-more';
import { PeopleHeading } from './people-heading';
import { deleteAccountButtonId, PeopleList } from './people-list';

/** All Buyer: the buyer accounts, 50 at a time with Load more, a search, and Delete (after a confirmation). */
export function AllBuyers() {
  const [search, setSearch] = useState('');
  const buyers = useAllBuyers(search);
  const [deleting, setDeleting] = useState<BuyerRecord | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = buyers.data?.pages.flatMap((page) => page.rows);

  return (
    <div className="max-w-6xl space-y-6">
      <PeopleHeading
        headingRef={heading}
        count={list?.length}
        title="All Buyer"
        emptyTitle="No Buyer Added Yet !"
        noun="buyer"
        more={buyers.hasNextPage}
        search={search}
      />
      <ListSearch label="Search buyers by name or e-mail" onSearch={setSearch} />

      {buyers.isPending ? (
        <PulsingDots label="Loading the buyers" />
      ) : !list ? (
        <LoadFailed what="The buyers" error={buyers.error} retry={() => void buyers.refetch()} />
      ) : list.length > 0 ? (
        <PeopleList people={list} label="Buyers" onDelete={setDeleting} />
      ) : null}
      {list ? <LoadMore what="More buyers" list={buyers} /> : null}

      {deleting ? (
        <DeleteAccountDialog
          person={deleting}
          onClose={() => setDeleting(null)}
          // Back to the row's Delete button when cancelled; to the heading once the row is gone.
          returnFocus={() => document.getElementById(deleteAccountButtonId(deleting)) ?? heading.current}
        />
      ) : null}
    </div>
  );
}
