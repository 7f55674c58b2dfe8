import type { SellerRecord } from '@second-gear/contract';
import { useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { messageOf } from '../../../lib/api-error';
import { useAllSellers } from '../api/all-sellers';
import { useVerifySeller } from '../api/verify-seller';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ListSearch, LoadMore } from './list-more';
import { PeopleHeading } from './people-heading';
import { deleteAccountButtonId, PeopleList } from './people-list';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

type Shown =
  { kind: 'confirm-delete'; seller: SellerRecord } | { kind: 'verified'; seller: SellerRecord } | null;

/** All Seller: the seller accounts, 50 at a time with Load more and a search, with Verify (or the tick) and Delete. */
export function AllSellers() {
  const t = useT(adminCatalogue);
  const [search, setSearch] = useState('');
  const sellers = useAllSellers(search);
  const verify = useVerifySeller();
  const [shown, setShown] = useState<Shown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = sellers.data?.pages.flatMap((page) => page.rows);
  const verifying = verify.isPending ? verify.variables._id : undefined;

  function verifySeller(seller: SellerRecord) {
    verify.mutate(seller, { onSuccess: () => setShown({ kind: 'verified', seller }) });
  }

  const close = () => setShown(null);

  const verification = (seller: SellerRecord) =>
    seller.sellerStatus === 'verified' ? (
      <VerifiedBadge />
    ) : (
      <button
        type="button"
        className="btn btn-sm btn-primary"
        disabled={verifying !== undefined}
        aria-label={t('sellers.verifyLabel', { name: seller.username })}
        onClick={() => verifySeller(seller)}
      >
        {verifying === seller._id ? (
          <span aria-hidden="true" className="loading loading-spinner loading-xs" />
        ) : null}
        {t('sellers.verify')}
      </button>
    );

  return (
    <div className="max-w-6xl space-y-6">
      <PeopleHeading
        headingRef={heading}
        count={list?.length}
        noun="seller"
        more={sellers.hasNextPage}
        search={search}
      />
      <ListSearch label={t('sellers.search')} onSearch={setSearch} />

      {verify.isError ? (
        <div role="alert" className="alert alert-error alert-soft">
          <span>
            {t.rich('sellers.notVerified', {
              name: verify.variables.username,
              message: messageOf(verify.error),
              strong: (chunks) => <span className="font-semibold">{chunks}</span>,
            })}
          </span>
        </div>
      ) : null}

      {sellers.isPending ? (
        <PulsingDots label={t('sellers.loading')} />
      ) : !list ? (
        <LoadFailed what={t('sellers.what')} error={sellers.error} retry={() => void sellers.refetch()} />
      ) : list.length > 0 ? (
        <PeopleList
          people={list}
          label={t('sellers.label')}
          status={{ header: t('sellers.verification'), cell: verification }}
          onDelete={(seller) => {
            verify.reset();
            setShown({ kind: 'confirm-delete', seller });
          }}
        />
      ) : null}
      {list ? <LoadMore what={t('sellers.more')} list={sellers} /> : null}

      {shown?.kind === 'confirm-delete' ? (
        <DeleteAccountDialog
          person={shown.seller}
          onClose={close}
          // Back to the row's Delete button when cancelled; to the heading once the row is gone.
          returnFocus={() => document.getElementById(deleteAccountButtonId(shown.seller)) ?? heading.current}
        />
      ) : null}

      {shown?.kind === 'verified' ? (
        <Dialog
          title={t('sellers.verified.title')}
          onClose={close}
          returnFocus={() => document.getElementById(deleteAccountButtonId(shown.seller))}
          actions={
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('ok')}
            </button>
          }
        >
          <p>{t('sellers.verified.text', { name: shown.seller.username })}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
