import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A line on an older admin page: decisions with a reason, e-mailed to the owner and kept in the audit log. */
export function ModerationQueuePointer({ children }: { children: ReactNode }) {
  return (
    <p className="text-base-content/75 text-sm">
      {children} Decisions with a reason, told to the owner and kept in the audit log, are taken in the{' '}
      <Link className="link" to="/dashboard/moderation">
        moderation queue
      </Link>
      .
    </p>
  );
}
