import { DocumentTitle } from '../../components/ui/document-title';
import { GoogleReturn } from '../../features/auth/components/google-return';

/** Where Google sends the visitor back to (the `callbackURL` of the social sign-in). */
export function GoogleReturnPage() {
  return (
    <>
      <DocumentTitle page="Signing you in" />
      <GoogleReturn />
    </>
  );
}
