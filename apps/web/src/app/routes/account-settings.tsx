import { useMutation } from '@tanstack/react-query';
import { DocumentTitle } from '../../components/ui/document-title';
import { MailPreferencesSection } from '../../features/accounts/components/mail-preferences-section';
import { NotificationsSection } from '../../features/notifications/components/notifications-section';
import { YourDataSection } from '../../features/privacy/components/your-data-section';
import { SubmitButton } from '../../components/ui/submit-button';
import { PasswordConfirmationField, PasswordField } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { tryRequestAccessToken } from '../../entities/session/api/access-token';
import { changePassword } from '../../features/auth/api/change-password';
import { ChangeEmailSection } from '../../features/auth/components/change-email-section';
import { useAuth } from '../../entities/session/auth-context';
import { changePasswordForm, changePasswordLabels } from '../../features/auth/forms';
import { ApiError, messageOf } from '../../lib/api-error';

/** /dashboard/settings: the signed-in person's account settings. */
export function AccountSettingsPage() {
  const { user, changeSession } = useAuth();
  const change = useMutation({
    mutationFn: async ({ currentPassword, password }: { currentPassword: string; password: string }) => {
      const signedIn = await changeSession(() => changePassword(currentPassword, password));
      // The old access token named a session that has just ended.
      if (signedIn) await tryRequestAccessToken(signedIn.email);
    },
  });
  const { control, handleSubmit } = useContractForm(
    changePasswordForm,
    { currentPassword: '', password: '', confirmation: '' },
    changePasswordLabels,
  );
  const submit = handleSubmit(({ currentPassword, password }) => {
    if (!change.isPending) change.mutate({ currentPassword, password });
  });
  const wrongCurrent = change.error instanceof ApiError && change.error.status === 400;

  return (
    <>
      <DocumentTitle page="Account settings" />
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Account settings</h1>
      <div className="space-y-6">
        <section
          aria-labelledby="password-heading"
          className="card bg-base-100 border-base-300 max-w-xl border"
        >
          <div className="card-body gap-4">
            <h2 id="password-heading" className="text-xl font-bold">
              Change password
            </h2>
            <p className="text-base-content/75">
              Signed in as {user?.email}. Changing the password signs you out on every other device.
            </p>
            <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
              <PasswordField
                control={control}
                name="currentPassword"
                purpose="current"
                label="Current password"
              />
              <PasswordField control={control} name="password" purpose="new" label="New password" />
              <PasswordConfirmationField control={control} name="confirmation" />
              {change.isSuccess && (
                <p role="status" className="text-success">
                  Your password is changed. Every other device is signed out.
                </p>
              )}
              {change.isError && (
                <p role="alert" className="text-error">
                  {wrongCurrent ? 'The current password is not right.' : messageOf(change.error)}
                </p>
              )}
              <SubmitButton busy={change.isPending} busyLabel="Saving…">
                Change password
              </SubmitButton>
            </form>
          </div>
        </section>
        <ChangeEmailSection />
        <MailPreferencesSection />
        <NotificationsSection />
        <YourDataSection />
      </div>
    </>
  );
}
