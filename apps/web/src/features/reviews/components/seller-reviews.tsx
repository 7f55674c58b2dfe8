import { reviewTextMax, type Review } from '@second-gear/contract';
import { useId, useRef, useState } from 'react';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useMyAccount } from '../../../entities/account/api/my-account';
import { ReportDialog } from '../../../entities/report/report-dialog';
import { formatDate } from '../../../lib/format';
import { useReplyToReview } from '../api/reply-to-review';
import { useReportReview } from '../api/report-review';
import { useDealerReviews } from '../api/dealer-reviews';
import { useSellerReviews } from '../api/seller-reviews';
import { replyForm, replyLabels } from '../forms';
import { Pager } from '../../../components/ui/pager';
import { useT } from '../../../lib/i18n';
import { reviewsCatalogue } from '../i18n';

function Stars({ rating }: { rating: number }) {
  const t = useT(reviewsCatalogue);
  return (
    <span className="text-warning" role="img" aria-label={t('review.stars', { rating })}>
      {'★'.repeat(rating)}
      <span className="text-base-content/25">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** The seller's one public answer to a review. */
function ReplyForm({ review }: { review: Review }) {
  const t = useT(reviewsCatalogue);
  const reply = useReplyToReview();
  const errorId = useId();
  const { control, handleSubmit } = useContractForm(replyForm, { text: '' }, replyLabels());
  const submit = handleSubmit(({ text }) => {
    if (!reply.isPending) reply.mutate({ id: review._id, text });
  });
  return (
    <form className="space-y-2" noValidate onSubmit={(event) => void submit(event)}>
      <FormTextAreaField
        control={control}
        name="text"
        label={t('label.reply')}
        rows={3}
        maxLength={reviewTextMax}
        required
        hint={t('reply.hint')}
      />
      <RequestProblem id={errorId} error={reply.error} lead={t('reply.lead')} />
      <SubmitButton
        busy={reply.isPending}
        busyLabel={t('reply.sending')}
        wide={false}
        describedBy={reply.error ? errorId : undefined}
      >
        {t('reply.submit')}
      </SubmitButton>
    </form>
  );
}

function ReviewItem({ review, viewerId }: { review: Review; viewerId: string | undefined }) {
  const t = useT(reviewsCatalogue);
  const [reporting, setReporting] = useState(false);
  const report = useReportReview();
  const reportButton = useRef<HTMLButtonElement>(null);
  // The server refuses anyone else; the page offers these only to the two people of the sale.
  const isSeller = viewerId !== undefined && viewerId === review.sellerId;
  const isParty = isSeller || (viewerId !== undefined && viewerId === review.buyerId);
  return (
    <li className="border-base-300 space-y-2 border-b pb-4 last:border-b-0">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-semibold">{review.buyerName ?? t('review.formerMember')}</span>
        <span className="text-base-content/75 text-sm">
          {t.rich('review.bought', {
            car: review.carName,
            date: <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>,
            edited: review.editedAt ? 'yes' : 'no',
          })}
        </span>
      </div>
      <p className="break-words whitespace-pre-line">{review.text}</p>
      {review.reply ? (
        <div className="bg-base-200 rounded-box ml-4 space-y-1 p-3">
          <p className="text-sm font-semibold">
            {t.rich('review.replied', {
              date: <time dateTime={review.reply.at}>{formatDate(review.reply.at)}</time>,
            })}
          </p>
          <p className="break-words whitespace-pre-line">{review.reply.text}</p>
        </div>
      ) : isSeller ? (
        <ReplyForm review={review} />
      ) : null}
      {isParty ? (
        <button
          ref={reportButton}
          type="button"
          className="btn btn-ghost btn-xs"
          aria-disabled={review.reportedByYou ? true : undefined}
          onClick={() => (review.reportedByYou ? undefined : setReporting(true))}
        >
          {review.reportedByYou ? t('review.reported') : t('review.report')}
        </button>
      ) : null}
      {reporting ? (
        <ReportDialog
          title={t('review.reportTitle')}
          send={(details) => report.mutateAsync({ id: review._id, ...details })}
          onClose={() => setReporting(false)}
          returnFocus={() => reportButton.current}
        />
      ) : null}
    </li>
  );
}

/** Reviews as a page of a list answers them, newest first, each with the seller's reply, with the pages below. */
function ReviewList({
  reviews,
  page,
  onPage,
}: {
  reviews: ReturnType<typeof useSellerReviews>;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useT(reviewsCatalogue);
  const viewer = useMyAccount();
  const data = reviews.data;
  if (reviews.isPending) return <PulsingDots label={t('list.loading')} />;
  if (reviews.isError && !data)
    return <LoadFailed what={t('list.what')} error={reviews.error} retry={() => void reviews.refetch()} />;
  if (!data || data.total === 0) return <p className="text-base-content/75">{t('list.empty')}</p>;
  const pages = Math.ceil(data.total / data.pageSize);
  return (
    <div className="space-y-4">
      <ul aria-label={t('list.label')} className="space-y-4">
        {data.reviews.map((review) => (
          <ReviewItem key={review._id} review={review} viewerId={viewer.data?._id} />
        ))}
      </ul>
      <Pager
        label={t('list.pages')}
        page={page}
        pages={pages}
        onPage={onPage}
        previous={t('list.newer')}
        next={t('list.older')}
      />
    </div>
  );
}

/** A seller's reviews, newest first, a page at a time, each with the seller's reply. */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const [page, setPage] = useState(1);
  return <ReviewList reviews={useSellerReviews(sellerId, page)} page={page} onPage={setPage} />;
}

/** The reviews of the cars a dealership's staff sold, newest first, a page at a time. */
export function DealerReviews({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  return <ReviewList reviews={useDealerReviews(slug, page)} page={page} onPage={setPage} />;
}
