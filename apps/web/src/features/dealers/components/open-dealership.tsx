import { useOpenDealership } from '../api/dealers';
import { DealerDetailsForm } from './dealer-details-form';

/** For a seller who works for no dealership: open one, and become its owner. */
export function OpenDealership() {
  const open = useOpenDealership();
  return (
    <section aria-labelledby="open-dealership" className="space-y-4">
      <h2 id="open-dealership" className="text-xl font-bold">
        Open a dealership
      </h2>
      <p>
        Sell as a dealership: your staff list cars and answer buyers together, under one storefront. You
        become its owner, and invite the others by e-mail.
      </p>
      <DealerDetailsForm
        submitLabel="Open the dealership"
        busyLabel="Opening…"
        busy={open.isPending}
        error={open.error}
        onSubmit={(details) => open.mutate(details)}
      />
    </section>
  );
}
