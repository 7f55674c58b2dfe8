import type { Lead } from '@second-gear/contract';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { formatDateTime } from '../../../lib/format';
import { useCarLeads } from '../api/car-leads';
import { useT } from '../../../lib/i18n';
import { sellingCatalogue } from '../i18n';

/** Where the seller acts on an interaction: the conversation, or the Deals page. */
const actionOf = (link: string) => (link.startsWith('/dashboard/messages/') ? 'conversation' : 'deals');

function LeadRow({ lead }: { lead: Lead }) {
  const t = useT(sellingCatalogue);
  const action = actionOf(lead.latest.link);
  return (
    <li className="rounded-box border-base-300 space-y-2 border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{lead.buyerName}</h3>
        <Link
          to={lead.latest.link}
          className="link link-primary text-sm"
          aria-label={t('leads.actionLabel', { action, name: lead.buyerName })}
        >
          {t('leads.action', { action })}
        </Link>
      </div>
      <p className="text-sm font-medium first-letter:uppercase">{lead.latest.state}</p>
      <ul
        aria-label={t('leads.everything', { name: lead.buyerName })}
        className="text-base-content/75 space-y-0.5 text-xs"
      >
        {lead.interactions.map((interaction) => (
          <li key={`${interaction.kind}-${interaction._id}`}>
            {t('leads.interaction', {
              kind: interaction.kind,
              state: interaction.state,
              at: formatDateTime(interaction.at),
            })}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The people interested in one of the seller's cars, the newest first, each with their state and a link to act. */
export function LeadsList({ carId, productName }: { carId: string; productName: string }) {
  const t = useT(sellingCatalogue);
  const leads = useCarLeads(carId);
  if (leads.isPending) return <PulsingDots label={t('leads.loading')} />;
  if (leads.isError)
    return <LoadFailed what={t('leads.what')} error={leads.error} retry={() => void leads.refetch()} />;
  if (leads.data.length === 0) return <p className="text-base-content/75">{t('leads.empty')}</p>;
  return (
    <ul aria-label={t('leads.list', { name: productName })} className="space-y-3">
      {leads.data.map((lead) => (
        <LeadRow key={lead.buyerId ?? lead.buyerName} lead={lead} />
      ))}
    </ul>
  );
}
