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
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/settings: the signed-in person's account settings. */
export function AccountSettingsPage() {
  const t = useT(appCatalogue);
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
      <DocumentTitle page={t('title.accountSettings')} />
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('settings.heading')}</h1>
      <div className="space-y-6">
        <section
          aria-labelledby="password-heading"
          className="card bg-base-100 border-base-300 max-w-xl border"
        >
          <div className="card-body gap-4">
            <h2 id="password-heading" className="text-xl font-bold">
              {t('settings.passwordHeading')}
            </h2>
            <p className="text-base-content/75">{t('settings.signedInAs', { email: user?.email ?? '' })}</p>
            <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
              <PasswordField
                control={control}
                name="currentPassword"
                purpose="current"
                label={t('settings.currentPassword')}
              />
              <PasswordField
                control={control}
                name="password"
                purpose="new"
                label={t('settings.newPassword')}
              />
              <PasswordConfirmationField control={control} name="confirmation" />
              {change.isSuccess && (
                <p role="status" className="text-success">
                  {t('settings.changed')}
                </p>
              )}
              {change.isError && (
                <p role="alert" className="text-error">
                  {wrongCurrent ? t('settings.wrongCurrent') : messageOf(change.error)}
                </p>
              )}
              <SubmitButton busy={change.isPending} busyLabel={t('saving')}>
                {t('settings.submit')}
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
