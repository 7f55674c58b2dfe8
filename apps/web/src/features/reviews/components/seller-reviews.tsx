import { reviewTextMax, type Review } from '@second-gear/contract';
import { useId, useState } from 'react';
import { FormSelectField, FormTextAreaField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { DialogFormActions, SubmitButton } from '../../../components/ui/submit-button';
import { useMyAccount } from '../../../entities/account/api/my-account';
import { formatDate } from '../../../lib/format';
import { useReplyToReview } from '../api/reply-to-review';
import { useReportReview } from '../api/report-review';
import { useSellerReviews } from '../api/seller-reviews';
import { replyForm, replyLabels, reportForm, reportLabels, reportReasonWords } from '../forms';
import { Pager } from '../../../components/ui/pager';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="text-warning" role="img" aria-label={`${rating} of 5 stars`}>
      {'★'.repeat(rating)}
      <span className="text-base-content/25">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** The seller's one public answer to a review. */
function ReplyForm({ review }: { review: Review }) {
  const reply = useReplyToReview();
  const errorId = useId();
  const { control, handleSubmit } = useContractForm(replyForm, { text: '' }, replyLabels);
  const submit = handleSubmit(({ text }) => {
    if (!reply.isPending) reply.mutate({ id: review._id, text });
  });
  return (
    <form className="space-y-2" noValidate onSubmit={(event) => void submit(event)}>
      <FormTextAreaField
        control={control}
        name="text"
        label="Your reply"
        rows={3}
        maxLength={reviewTextMax}
        required
        hint="Buyers read it under the review. You can reply once."
      />
      <RequestProblem id={errorId} error={reply.error} lead="The reply was not sent." />
      <SubmitButton
        busy={reply.isPending}
        busyLabel="Sending…"
        wide={false}
        describedBy={reply.error ? errorId : undefined}
      >
        Reply
      </SubmitButton>
    </form>
  );
}

/** Flags a review for the moderators, with a reason and an optional note. */
function ReportDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const report = useReportReview();
  const formId = useId();
  const errorId = useId();
  const { control, handleSubmit } = useContractForm(reportForm, { reason: '', note: '' }, reportLabels);
  const submit = handleSubmit(({ reason, note }) => {
    if (!report.isPending) report.mutate({ id: review._id, reason, note: note || undefined });
  });
  return (
    <Dialog
      title="Report this review"
      closable={!report.isPending}
      onClose={onClose}
      actions={
        report.isSuccess ? (
          <button type="button" className="btn" data-autofocus onClick={onClose}>
            Close
          </button>
        ) : (
          <DialogFormActions
            form={formId}
            busy={report.isPending}
            busyLabel="Reporting…"
            describedBy={report.error ? errorId : undefined}
            onCancel={onClose}
          >
            Report
          </DialogFormActions>
        )
      }
    >
      {report.isSuccess ? (
        <p role="status">Thank you: the moderators will look at this review.</p>
      ) : (
        <form id={formId} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
          <FormSelectField control={control} name="reason" label="Reason" required data-autofocus>
            <option value="">Choose a reason</option>
            {Object.entries(reportReasonWords).map(([value, words]) => (
              <option key={value} value={value}>
                {words}
              </option>
            ))}
          </FormSelectField>
          <FormTextAreaField control={control} name="note" label="Note (optional)" rows={3} maxLength={500} />
          <RequestProblem id={errorId} error={report.error} lead="The review was not reported." />
        </form>
      )}
    </Dialog>
  );
}

function ReviewItem({ review, viewerId }: { review: Review; viewerId: string | undefined }) {
  const [reporting, setReporting] = useState(false);
  // The server refuses anyone else; the page offers these only to the two people of the sale.
  const isSeller = viewerId !== undefined && viewerId === review.sellerId;
  const isParty = isSeller || (viewerId !== undefined && viewerId === review.buyerId);
  return (
    <li className="border-base-300 space-y-2 border-b pb-4 last:border-b-0">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-semibold">{review.buyerName ?? 'A former member'}</span>
        <span className="text-base-content/75 text-sm">
          bought {review.carName} · <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          {review.editedAt ? ' · edited' : ''}
        </span>
      </div>
      <p className="break-words whitespace-pre-line">{review.text}</p>
      {review.reply ? (
        <div className="bg-base-200 rounded-box ml-4 space-y-1 p-3">
          <p className="text-sm font-semibold">
            The seller replied · <time dateTime={review.reply.at}>{formatDate(review.reply.at)}</time>
          </p>
          <p className="break-words whitespace-pre-line">{review.reply.text}</p>
        </div>
      ) : isSeller ? (
        <ReplyForm review={review} />
      ) : null}
      {isParty ? (
        <button type="button" className="btn btn-ghost btn-xs" onClick={() => setReporting(true)}>
          Report review
        </button>
      ) : null}
      {reporting ? <ReportDialog review={review} onClose={() => setReporting(false)} /> : null}
    </li>
  );
}

/** A seller's reviews, newest first, a page at a time, each with the seller's reply. */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useSellerReviews(sellerId, page);
  const viewer = useMyAccount();
  const data = reviews.data;
  if (reviews.isPending) return <PulsingDots label="Loading reviews" />;
  if (reviews.isError && !data)
    return <LoadFailed what="The reviews" error={reviews.error} retry={() => void reviews.refetch()} />;
  if (!data || data.total === 0) return <p className="text-base-content/75">No reviews yet.</p>;
  const pages = Math.ceil(data.total / data.pageSize);
  return (
    <div className="space-y-4">
      <ul aria-label="Reviews" className="space-y-4">
        {data.reviews.map((review) => (
          <ReviewItem key={review._id} review={review} viewerId={viewer.data?._id} />
        ))}
      </ul>
      <Pager
        label="Review pages"
        page={page}
        pages={pages}
        onPage={setPage}
        previous="Newer reviews"
        next="Older reviews"
      />
    </div>
  );
}
