import { accountStatus, emailAddress, newAccount } from '@second-gear/contract';
import { z } from 'zod';
import { newPassword, required, requiredMessage, withConfirmation } from '../../components/form/form-rules';

export const loginForm = z.object({
  email: required(emailAddress),
  password: z.string().min(1, { error: requiredMessage }),
});
export const loginLabels = { email: 'Email', password: 'Password' };

export const signUpForm = z.object({
  username: required(newAccount.shape.username),
  email: required(emailAddress),
  password: newPassword,
  phone: required(newAccount.shape.phone.unwrap()),
  location: required(newAccount.shape.location.unwrap()),
  accountStatus,
});
export type SignUpForm = z.output<typeof signUpForm>;
export const signUpLabels = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
  phone: 'Phone',
  location: 'Location',
  accountStatus: 'Account type',
};

export const forgotPasswordForm = z.object({ email: required(emailAddress) });
export const forgotPasswordLabels = { email: 'Email' };

export const resetPasswordForm = withConfirmation({});
export const resetPasswordLabels = { password: 'New password', confirmation: 'Repeat the new password' };

export const changePasswordForm = withConfirmation({
  currentPassword: z.string().min(1, { error: requiredMessage }),
});
export const changePasswordLabels = { currentPassword: 'Current password', ...resetPasswordLabels };

/** A new sign-in address: the contract's rule, with the sentence the settings page has always said. */
export const changeEmailForm = z.object({
  newEmail: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Enter the new e-mail address, such as name@example.com.' }))
    .pipe(emailAddress),
});
