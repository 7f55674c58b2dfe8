import { useOpenDealership } from '../api/dealers';
import { DealerDetailsForm } from './dealer-details-form';
import { useT } from '../../../lib/i18n';
import { dealersCatalogue } from '../i18n';

/** For a seller who works for no dealership: open one, and become its owner. */
export function OpenDealership() {
  const t = useT(dealersCatalogue);
  const open = useOpenDealership();
  return (
    <section aria-labelledby="open-dealership" className="space-y-4">
      <h2 id="open-dealership" className="text-xl font-bold">
        {t('open.heading')}
      </h2>
      <p>{t('open.text')}</p>
      <DealerDetailsForm
        submitLabel={t('open.submit')}
        busyLabel={t('open.busy')}
        busy={open.isPending}
        error={open.error}
        onSubmit={(details) => open.mutate(details)}
      />
    </section>
  );
}
