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
import { GoogleButton } from './google-button';

const accountTypeWords: Record<AccountStatus, { label: string; description: string }> = {
  buyer: { label: 'Buyer', description: 'Book and pay for cars' },
  seller: { label: 'Seller', description: 'List and advertise your cars' },
};
const accountTypes = accountStatuses.map((status) => ({ value: status, ...accountTypeWords[status] }));

/** The sign-up page with Seller chosen. */
export const signUpAsSellerPath = '/signup?as=seller';

/**
 * Sign-up with username, e-mail, password, phone and location as a buyer or seller (`initialStatus`, buyer unless
 * said), or Google with that type.
 */
export function SignUpForm({ initialStatus = 'buyer' }: { initialStatus?: AccountStatus }) {
  const signUp = useSignUp();
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
        <FormTextField control={control} name="username" label="Username" autoComplete="name" required />
        <EmailField control={control} name="email" />
        <PasswordField control={control} name="password" purpose="new" />
        <div className="grid gap-5 sm:grid-cols-2">
          <PhoneField control={control} name="phone" />
          <LocationField control={control} name="location" />
        </div>
        <ChoiceField
          control={control}
          name="accountStatus"
          legend="Account type"
          choices={accountTypes}
          columns="sm:grid-cols-2"
        />
        <SubmitButton busy={signUp.isPending} busyLabel="Creating your account…">
          Sign up
        </SubmitButton>
      </form>
      <div className="divider my-0">or</div>
      <GoogleButton accountStatus={accountStatus} disabled={signUp.isPending} />
      <p className="text-center">
        Already have an account?{' '}
        <Link to="/login" className="link link-primary font-semibold">
          Sign in
        </Link>
      </p>
    </>
  );
}
