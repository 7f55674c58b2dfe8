import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { requestEmailChange } from '../api/email-change';
import { useAuth } from '../../../entities/session/auth-context';

/** Settings: asks for a new sign-in address; nothing changes until the link sent to it is followed. */
export function ChangeEmailSection() {
  const { user } = useAuth();
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useMutation({ mutationFn: requestEmailChange });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = newEmail.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError('Enter the new e-mail address, such as name@example.com.');
      return;
    }
    setError(undefined);
    if (!request.isPending) request.mutate(address);
  };

  return (
    <section aria-labelledby="email-heading" className="card bg-base-100 border-base-300 max-w-xl border">
      <div className="card-body gap-4">
        <h2 id="email-heading" className="text-xl font-bold">
          Change e-mail
        </h2>
        <p className="text-base-content/75">
          You sign in with {user?.email}. We send a link to the new address; your address changes when you
          follow it, and you then sign in again with the new one.
        </p>
        <form noValidate onSubmit={submit} className="space-y-5">
          <TextField
            name="newEmail"
            label="New e-mail address"
            type="email"
            autoComplete="email"
            required
            value={newEmail}
            onValueChange={setNewEmail}
            error={error}
          />
          {request.isSuccess && (
            <p role="status" className="text-success">
              {request.data.message}
            </p>
          )}
          {request.isError && (
            <p role="alert" className="text-error">
              {messageOf(request.error)}
            </p>
          )}
          <SubmitButton busy={request.isPending} busyLabel="Sending…">
            Send the link
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
