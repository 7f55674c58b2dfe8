import { accountStatuses, type AccountStatus } from '@second-gear/contract';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import {
  ChoiceField,
  EmailField,
  FormTextField,
  LocationField,
  PasswordField,
  PhoneField,
} from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { signUpForm, signUpLabels } from '../forms';
import { useSignUp } from '../hooks/use-sign-up';
import { useT } from '../../../lib/i18n';
import { authCatalogue } from '../i18n';
import { GoogleButton } from './google-button';

const accountTypeWords = {
  buyer: { label: 'signUp.buyer', description: 'signUp.buyerDescription' },
  seller: { label: 'signUp.seller', description: 'signUp.sellerDescription' },
} as const satisfies Record<AccountStatus, { label: string; description: string }>;

/** The sign-up page with Seller chosen. */
export const signUpAsSellerPath = '/signup?as=seller';

/**
 * Sign-up with username, e-mail, password, phone and location as a buyer or seller (`initialStatus`, buyer unless
 * said), or Google with that type.
 */
export function SignUpForm({ initialStatus = 'buyer' }: { initialStatus?: AccountStatus }) {
  const t = useT(authCatalogue);
  const signUp = useSignUp();
  const accountTypes = accountStatuses.map((status) => ({
    value: status,
    label: t(accountTypeWords[status].label),
    description: t(accountTypeWords[status].description),
  }));
  const { control, handleSubmit } = useContractForm(
    signUpForm,
    { username: '', email: '', password: '', phone: '', location: '', accountStatus: initialStatus },
    signUpLabels,
  );
  const accountStatus = useWatch({ control, name: 'accountStatus' });

  const submit = handleSubmit((form) => {
    if (!signUp.isPending) signUp.mutate(form);
  });

  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <FormTextField
          control={control}
          name="username"
          label={t('field.username')}
          autoComplete="name"
          required
        />
        <EmailField control={control} name="email" />
        <PasswordField control={control} name="password" purpose="new" />
        <div className="grid gap-5 sm:grid-cols-2">
          <PhoneField control={control} name="phone" />
          <LocationField control={control} name="location" />
        </div>
        <ChoiceField
          control={control}
          name="accountStatus"
          legend={t('field.accountStatus')}
          choices={accountTypes}
          columns="sm:grid-cols-2"
        />
        <SubmitButton busy={signUp.isPending} busyLabel={t('signUp.creating')}>
          {t('signUp.submit')}
        </SubmitButton>
      </form>
      <div className="divider my-0">{t('or')}</div>
      <GoogleButton accountStatus={accountStatus} disabled={signUp.isPending} />
      <p className="text-center">
        {t.rich('signUp.haveAccount', {
          link: (chunks) => (
            <Link to="/login" className="link link-primary font-semibold">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </>
  );
}
