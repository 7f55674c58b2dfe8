import { messageOf } from '../../lib/api-error';

interface FormProblemProps {
  /** The form's failed request, or null while it has not failed. */
  error: Error | null;
  /** What did not happen, said before the server's message ("The car was not booked."). */
  lead?: string;
  /** For the submit button's aria-describedby. */
  id?: string;
}

/** Why the form's last request failed, in the server's words; nothing while it has not failed. */
export function FormProblem({ error, lead, id }: FormProblemProps) {
  if (!error) return null;
  return (
    <div id={id} role="alert" className="alert alert-error alert-soft">
      <span>
        {lead ? <span className="font-semibold">{lead} </span> : null}
        {messageOf(error)}
      </span>
    </div>
  );
}
