import { DocumentTitle } from '../../components/ui/document-title';
import { GoogleReturn } from '../../features/auth/components/google-return';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** Where Google sends the visitor back to (the `callbackURL` of the social sign-in). */
export function GoogleReturnPage() {
  const t = useT(appCatalogue);
  return (
    <>
      <DocumentTitle page={t('title.googleReturn')} />
      <GoogleReturn />
    </>
  );
}
