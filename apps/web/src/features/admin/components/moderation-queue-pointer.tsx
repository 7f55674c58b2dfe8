import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

/** A line on an older admin page: decisions with a reason, e-mailed to the owner and kept in the audit log. */
export function ModerationQueuePointer({ children }: { children: ReactNode }) {
  const t = useT(adminCatalogue);
  return (
    <p className="text-base-content/75 text-sm">
      {children}{' '}
      {t.rich('pointer.text', {
        link: (chunks) => (
          <Link className="link" to="/dashboard/moderation">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
