import { DocumentTitle } from '../../components/ui/document-title';
import { ModerationQueue } from '../../features/admin/components/moderation-queue';
import { RequireRole } from '../../features/auth/components/require-role';

/** /dashboard/moderation: the administrators' queue of flagged listings, messages, reviews and accounts. */
export function ModerationPage() {
  return (
    <RequireRole role="admin">
      <DocumentTitle page="Moderation" />
      <ModerationQueue />
    </RequireRole>
  );
}
