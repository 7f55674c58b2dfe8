import { useParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { InvitationPanel } from '../../features/dealers/components/invitation-panel';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /invitations/:token: an invitation to join a dealership's staff, for anyone holding its link. */
export function InvitationPage() {
  const t = useT(appCatalogue);
  const { token = '' } = useParams();
  return (
    <>
      <DocumentTitle page={t('title.invitation')} />
      <div className="mx-auto max-w-xl py-8">
        <InvitationPanel token={token} />
      </div>
    </>
  );
}
