import { reviewTextMax, reviewTextMin, type Review } from '@second-gear/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { Dialog } from '../../../components/ui/dialog';
import { RequestProblem } from '../../../components/ui/request-problem';
import { DialogFormActions } from '../../../components/ui/submit-button';
import { useEditReview } from '../api/edit-review';
import { useWriteReview } from '../api/write-review';
import { reviewForm, reviewLabels } from '../forms';
import { useT } from '../../../lib/i18n';
import { reviewsCatalogue } from '../i18n';

interface ReviewDialogProps {
  /** Whom the review is of, as the heading names them. */
  sellerName: string;
  /** The paid booking a new review is of; or the review being changed. */
  target: { bookingId: string } | { review: Review };
  onClose: () => void;
}

/** The stars and words of a review of a seller: a new one, or a change to one written in the last 48 hours. */
export function ReviewDialog({ sellerName, target, onClose }: ReviewDialogProps) {
  const t = useT(reviewsCatalogue);
  const formId = useId();
  const errorId = useId();
  const ratingError = useId();
  const existing = 'review' in target ? target.review : undefined;
  const write = useWriteReview();
  const edit = useEditReview();
  const request = existing ? edit : write;
  const { control, register, handleSubmit, formState } = useContractForm(
    reviewForm,
    { rating: existing ? String(existing.rating) : '', text: existing?.text ?? '' },
    reviewLabels(),
  );
  const typed = useWatch({ control, name: 'text' }).trim().length;
  const submit = handleSubmit(({ rating, text }) => {
    if (request.isPending) return;
    if (existing) edit.mutate({ id: existing._id, rating, text }, { onSuccess: onClose });
    else if ('bookingId' in target)
      write.mutate({ bookingId: target.bookingId, rating, text }, { onSuccess: onClose });
  });
  const starsProblem = formState.errors.rating?.message;

  return (
    <Dialog
      title={t(existing ? 'dialog.titleChange' : 'dialog.title', { name: sellerName })}
      closable={!request.isPending}
      onClose={onClose}
      description={<p>{t('dialog.description')}</p>}
      actions={
        <DialogFormActions
          form={formId}
          busy={request.isPending}
          busyLabel={t('dialog.sending')}
          describedBy={request.error ? errorId : undefined}
          onCancel={onClose}
        >
          {existing ? t('dialog.save') : t('dialog.send')}
        </DialogFormActions>
      }
    >
      <form id={formId} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset aria-describedby={starsProblem ? ratingError : undefined}>
          <legend className="mb-1 font-medium">{t('dialog.rating')}</legend>
          <div className="rating rating-lg">
            {[1, 2, 3, 4, 5].map((stars) => (
              <input
                key={stars}
                type="radio"
                value={String(stars)}
                className="mask mask-star-2 bg-warning"
                aria-label={t('dialog.stars', { count: stars })}
                aria-invalid={starsProblem ? true : undefined}
                {...register('rating')}
              />
            ))}
          </div>
          {starsProblem ? (
            <p id={ratingError} className="text-error mt-1 text-sm">
              {starsProblem}
            </p>
          ) : null}
        </fieldset>
        <FormTextAreaField
          control={control}
          name="text"
          label={t('dialog.text')}
          rows={5}
          maxLength={reviewTextMax}
          required
          data-autofocus
          hint={t('dialog.hint', {
            typed: String(typed),
            max: String(reviewTextMax),
            min: String(reviewTextMin),
          })}
        />
        <RequestProblem id={errorId} error={request.error} lead={t('dialog.lead')} />
      </form>
    </Dialog>
  );
}
