import type { Lead } from '@second-gear/contract';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { formatDateTime } from '../../../lib/format';
import { useCarLeads } from '../api/car-leads';

const kindNames: Record<Lead['latest']['kind'], string> = {
  message: 'Message',
  offer: 'Offer',
  testDrive: 'Test drive',
  reservation: 'Reservation',
  booking: 'Booking',
};

/** Where the seller acts on an interaction: the conversation, or the Deals page. */
const actionName = (link: string) =>
  link.startsWith('/dashboard/messages/') ? 'Open conversation' : 'Open Deals';

function LeadRow({ lead }: { lead: Lead }) {
  return (
    <li className="rounded-box border-base-300 space-y-2 border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{lead.buyerName}</h3>
        <Link
          to={lead.latest.link}
          className="link link-primary text-sm"
          aria-label={`${actionName(lead.latest.link)} with ${lead.buyerName}`}
        >
          {actionName(lead.latest.link)}
        </Link>
      </div>
      <p className="text-sm font-medium first-letter:uppercase">{lead.latest.state}</p>
      <ul
        aria-label={`Everything ${lead.buyerName} did`}
        className="text-base-content/75 space-y-0.5 text-xs"
      >
        {lead.interactions.map((interaction) => (
          <li key={`${interaction.kind}-${interaction._id}`}>
            {kindNames[interaction.kind]}: {interaction.state} · {formatDateTime(interaction.at)}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The people interested in one of the seller's cars, the newest first, each with their state and a link to act. */
export function LeadsList({ carId, productName }: { carId: string; productName: string }) {
  const leads = useCarLeads(carId);
  if (leads.isPending) return <PulsingDots label="Loading who is interested" />;
  if (leads.isError)
    return <LoadFailed what="The leads" error={leads.error} retry={() => void leads.refetch()} />;
  if (leads.data.length === 0)
    return <p className="text-base-content/75">Nobody has messaged, offered or booked yet.</p>;
  return (
    <ul aria-label={`People interested in ${productName}`} className="space-y-3">
      {leads.data.map((lead) => (
        <LeadRow key={lead.buyerId ?? lead.buyerName} lead={lead} />
      ))}
    </ul>
  );
}
