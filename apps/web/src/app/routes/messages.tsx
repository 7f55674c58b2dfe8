import { useParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { useRoles } from '../../entities/session/hooks/use-roles';
import { Messages } from '../../features/messages/components/messages';
import { WaitingReplies } from '../../features/messages/components/waiting-replies';
import { ConversationOffers } from '../../features/offers/components/conversation-offers';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/messages and /dashboard/messages/{id}: the signed-in person's conversations (any role), with their offers; a seller also sees who waits for their reply. */
export function MessagesPage() {
  const t = useT(appCatalogue);
  const { id } = useParams();
  const { isSeller } = useRoles();
  return (
    <div className="space-y-6">
      <DocumentTitle page={t('title.messages')} />
      <h1 className="text-3xl font-extrabold tracking-tight">{t('messages.heading')}</h1>
      {isSeller ? <WaitingReplies /> : null}
      <Messages conversationId={id} Offers={ConversationOffers} />
    </div>
  );
}
