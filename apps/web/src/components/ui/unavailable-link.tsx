import type { ReactNode } from 'react';

/**
 * An entry whose page does not exist (yet): announced as an unavailable link and left out of the tab order, rather
 * than pointing somewhere misleading.
 */
export function UnavailableLink({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <a role="link" aria-disabled="true" className={`cursor-not-allowed ${className}`}>
      {children}
    </a>
  );
}
