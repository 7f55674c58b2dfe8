import { accountStatuses, type AccountStatus } from '@second-gear/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { validateForm } from '../../../lib/form-validation';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { passwordHint, requiredMessage, signUpForm, signUpLabels, type SignUpFormValues } from '../forms';
import { useSignUp } from '../hooks/use-sign-up';
import { GoogleButton } from './google-button';

const emptySignUp: SignUpFormValues = {
  username: '',
  email: '',
  password: '',
  phone: '',
  location: '',
  accountStatus: 'buyer',
};

const validateSignUp = (values: SignUpFormValues) =>
  validateForm(signUpForm, values, signUpLabels, requiredMessage);

const accountTypes: Record<AccountStatus, { label: string; description: string }> = {
  buyer: { label: 'Buyer', description: 'Book and pay for cars' },
  seller: { label: 'Seller', description: 'List and advertise your cars' },
};

function AccountTypeChoice({ value, onChange }: { value: string; onChange: (value: AccountStatus) => void }) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-medium">Account type</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {accountStatuses.map((status) => (
          <label
            key={status}
            className="rounded-field border-base-300 has-checked:border-primary has-checked:bg-primary/5 flex cursor-pointer items-start gap-3 border p-3"
          >
            <input
              type="radio"
              name="accountStatus"
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              aria-labelledby={`${id}-${status}-label`}
              aria-describedby={`${id}-${status}`}
              className="radio radio-primary radio-sm mt-0.5"
            />
            <span>
              <span id={`${id}-${status}-label`} className="block font-semibold">
                {accountTypes[status].label}
              </span>
              <span id={`${id}-${status}`} className="text-base-content/75 block text-sm">
                {accountTypes[status].description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The sign-up page with Seller chosen. */
export const signUpAsSellerPath = '/signup?as=seller';

/**
 * Sign-up with username, e-mail, password, phone and location as a buyer or seller (`initialStatus`, buyer unless
 * said), or Google with that type.
 */
export function SignUpForm({ initialStatus = 'buyer' }: { initialStatus?: AccountStatus }) {
  const signUp = useSignUp();
  const { values, errors, setValue, handleSubmit, formRef } = useValidatedForm(
    { ...emptySignUp, accountStatus: initialStatus },
    validateSignUp,
  );
  const accountStatus = values.accountStatus as AccountStatus;

  const submit = handleSubmit((form) => {
    if (!signUp.isPending) signUp.mutate(form);
  });

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <TextField
          name="username"
          label="Username"
          autoComplete="name"
          required
          value={values.username}
          onValueChange={(value) => setValue('username', value)}
          error={errors.username}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onValueChange={(value) => setValue('email', value)}
          error={errors.email}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={passwordHint}
          value={values.password}
          onValueChange={(value) => setValue('password', value)}
          error={errors.password}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            value={values.phone}
            onValueChange={(value) => setValue('phone', value)}
            error={errors.phone}
          />
          <TextField
            name="location"
            label="Location"
            autoComplete="address-level2"
            required
            value={values.location}
            onValueChange={(value) => setValue('location', value)}
            error={errors.location}
          />
        </div>
        <AccountTypeChoice value={accountStatus} onChange={(status) => setValue('accountStatus', status)} />
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
