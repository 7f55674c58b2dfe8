import type { NewDealer } from '@second-gear/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { RequestProblem } from '../../../components/ui/request-problem';
import { SubmitButton } from '../../../components/ui/submit-button';
import { messageOf } from '../../../lib/api-error';
import { uploadLogo } from '../api/dealers';
import { dealerForm, type DealerFormValues } from '../dealer-forms';
import { useT } from '../../../lib/i18n';
import { dealersCatalogue } from '../i18n';

interface DealerDetailsFormProps {
  initial?: Partial<DealerFormValues> & { logo?: string | null };
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The last submit's failure, in the server's words. */
  error: Error | null;
  onSubmit: (details: NewDealer) => void;
}

/** A dealership's details and logo: opening one, or changing them. */
export function DealerDetailsForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
}: DealerDetailsFormProps) {
  const t = useT(dealersCatalogue);
  const id = useId();
  const labels = {
    name: t('details.name'),
    zip: t('details.zip'),
    address: t('details.address'),
    phone: t('details.phone'),
    hours: t('details.hours'),
    about: t('details.about'),
  };
  const { control, handleSubmit } = useContractForm(
    dealerForm,
    {
      name: initial?.name ?? '',
      zip: initial?.zip ?? '',
      address: initial?.address ?? '',
      phone: initial?.phone ?? '',
      hours: initial?.hours ?? '',
      about: initial?.about ?? '',
    },
    labels,
  );
  const [logo, setLogo] = useState<string | null>(initial?.logo ?? null);
  const [logoState, setLogoState] = useState<{ uploading: boolean; problem?: string }>({ uploading: false });

  async function pickLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setLogoState({ uploading: true });
    try {
      setLogo((await uploadLogo(file)).data.url);
      setLogoState({ uploading: false });
    } catch (failure) {
      setLogoState({ uploading: false, problem: t('details.logoFailed', { message: messageOf(failure) }) });
    }
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => void handleSubmit((values) => onSubmit({ ...values, logo }))(event)}
    >
      <FormTextField control={control} name="name" label={labels.name} autoComplete="organization" />
      <FormTextField control={control} name="zip" label={labels.zip} inputMode="numeric" />
      <FormTextField control={control} name="address" label={labels.address} />
      <FormTextField control={control} name="phone" label={labels.phone} type="tel" />
      <FormTextAreaField control={control} name="hours" label={labels.hours} hint={t('details.hoursHint')} />
      <FormTextAreaField control={control} name="about" label={labels.about} />
      <div className="space-y-2">
        <label htmlFor={`${id}-logo`} className="block font-medium">
          {t('details.logo')}
        </label>
        <input
          id={`${id}-logo`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="file-input w-full"
          aria-describedby={logoState.problem ? `${id}-logo-problem` : undefined}
          onChange={(event) => void pickLogo(event)}
        />
        {logoState.uploading ? <p role="status">{t('details.logoUploading')}</p> : null}
        {logoState.problem ? (
          <p id={`${id}-logo-problem`} role="alert" className="text-error">
            {logoState.problem}
          </p>
        ) : null}
        {logo ? <img src={logo} alt={t('details.logoAlt')} className="h-16 w-auto rounded" /> : null}
      </div>
      <RequestProblem error={error} id={`${id}-problem`} />
      <SubmitButton busy={busy || logoState.uploading} busyLabel={busyLabel} describedBy={`${id}-problem`}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
