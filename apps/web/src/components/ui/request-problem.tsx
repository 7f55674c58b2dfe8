import { messageOf } from '../../lib/api-error';

interface RequestProblemProps {
  /** The failed request, or null while it has not failed. */
  error: Error | null;
  /** What did not happen, said before the server's message ("The car was not booked."). */
  lead?: string;
  /** For the aria-describedby of what sent the request (a form's submit button). */
  id?: string;
}

/** Why the last request failed (a form's, a list's next page), in the server's words; nothing while it has not. */
export function RequestProblem({ error, lead, id }: RequestProblemProps) {
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
