import { DocumentTitle } from '../../components/ui/document-title';
import { ModerationQueue } from '../../features/admin/components/moderation-queue';
import { RequireRole } from '../../features/auth/components/require-role';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/moderation: the administrators' queue of flagged listings, messages, reviews and accounts. */
export function ModerationPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="admin">
      <DocumentTitle page={t('title.moderation')} />
      <ModerationQueue />
    </RequireRole>
  );
}
