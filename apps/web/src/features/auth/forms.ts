import { accountStatus, emailAddress, newAccount, passwordRules } from '@second-gear/contract';
import { z } from 'zod';
import { required, requiredMessage } from '../../lib/form-validation';

export { requiredMessage };

const password = z
  .string()
  .min(1, { error: requiredMessage })
  .min(passwordRules.min, { error: `must be at least ${passwordRules.min} characters` })
  .max(passwordRules.max, { error: `must be at most ${passwordRules.max} characters` });

export const loginForm = z.object({
  email: required(emailAddress),
  password: z.string().min(1, { error: requiredMessage }),
});
export type LoginFormValues = Record<keyof z.input<typeof loginForm>, string>;
export const loginLabels: Record<keyof LoginFormValues, string> = { email: 'Email', password: 'Password' };

export const signUpForm = z.object({
  username: required(newAccount.shape.username),
  email: required(emailAddress),
  password,
  phone: required(newAccount.shape.phone.unwrap()),
  location: required(newAccount.shape.location.unwrap()),
  accountStatus,
});
export type SignUpForm = z.output<typeof signUpForm>;
export type SignUpFormValues = Record<keyof z.input<typeof signUpForm>, string>;
export const signUpLabels: Record<keyof SignUpFormValues, string> = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
  phone: 'Phone',
  location: 'Location',
  accountStatus: 'Account type',
};

export const passwordHint = `${passwordRules.min} to ${passwordRules.max} characters.`;

export const forgotPasswordForm = z.object({ email: required(emailAddress) });
export type ForgotPasswordFormValues = Record<keyof z.input<typeof forgotPasswordForm>, string>;
export const forgotPasswordLabels: Record<keyof ForgotPasswordFormValues, string> = { email: 'Email' };

export const resetPasswordForm = z
  .object({ password, confirmation: z.string().min(1, { error: requiredMessage }) })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: 'must match the new password',
  });
export type ResetPasswordFormValues = Record<keyof z.input<typeof resetPasswordForm>, string>;
export const resetPasswordLabels: Record<keyof ResetPasswordFormValues, string> = {
  password: 'New password',
  confirmation: 'Repeat the new password',
};

export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, { error: requiredMessage }),
    password,
    confirmation: z.string().min(1, { error: requiredMessage }),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: 'must match the new password',
  });
export type ChangePasswordFormValues = Record<keyof z.input<typeof changePasswordForm>, string>;
export const changePasswordLabels: Record<keyof ChangePasswordFormValues, string> = {
  currentPassword: 'Current password',
  password: 'New password',
  confirmation: 'Repeat the new password',
};
