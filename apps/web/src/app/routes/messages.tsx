import { useParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { Messages } from '../../features/messages/components/messages';
import { ConversationOffers } from '../../features/offers/components/conversation-offers';

/** /dashboard/messages and /dashboard/messages/{id}: the signed-in person's conversations (any role), with their offers. */
export function MessagesPage() {
  const { id } = useParams();
  return (
    <div className="space-y-6">
      <DocumentTitle page="Messages" />
      <h1 className="text-3xl font-extrabold tracking-tight">Messages</h1>
      <Messages conversationId={id} Offers={ConversationOffers} />
    </div>
  );
}
