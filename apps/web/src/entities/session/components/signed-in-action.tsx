import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../auth-context';
import { signInPathBackTo } from '../return-to';

interface SignedInActionProps {
  /** The button's words, the same for a visitor's sign-in link. */
  label: string;
  /** The car's seller: their own car has no such button (the server refuses it too). */
  sellerEmail?: string | undefined;
  /** The dialog the button opens, given how to close it. */
  dialog: (close: () => void) => ReactNode;
}

/**
 * A button under a car for a signed-in person that opens a dialog ("Message seller", "Make an offer", "Book a test
 * drive"). A visitor gets a link to sign in that comes back here; the car's own seller gets nothing.
 */
export function SignedInAction({ label, sellerEmail, dialog }: SignedInActionProps) {
  const { user } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (user && sellerEmail && user.email.toLowerCase() === sellerEmail.toLowerCase()) return null;
  if (!user) {
    return (
      <Link to={signInPathBackTo(location)} className="btn btn-outline w-full">
        {label}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-outline w-full" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? dialog(() => setOpen(false)) : null}
    </>
  );
}
