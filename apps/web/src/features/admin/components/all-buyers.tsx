import type { BuyerRecord } from '@second-gear/contract';
import { useRef, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useAllBuyers } from '../api/all-buyers';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ListSearch, LoadMore } from './list-more';
import { PeopleHeading } from './people-heading';
import { deleteAccountButtonId, PeopleList } from './people-list';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

/** All Buyer: the buyer accounts, 50 at a time with Load more, a search, and Delete (after a confirmation). */
export function AllBuyers() {
  const t = useT(adminCatalogue);
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
        noun="buyer"
        more={buyers.hasNextPage}
        search={search}
      />
      <ListSearch label={t('buyers.search')} onSearch={setSearch} />

      {buyers.isPending ? (
        <PulsingDots label={t('buyers.loading')} />
      ) : !list ? (
        <LoadFailed what={t('buyers.what')} error={buyers.error} retry={() => void buyers.refetch()} />
      ) : list.length > 0 ? (
        <PeopleList people={list} label={t('buyers.label')} onDelete={setDeleting} />
      ) : null}
      {list ? <LoadMore what={t('buyers.more')} list={buyers} /> : null}

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
