import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useAuth } from '../../../entities/session/auth-context';
import { useT } from '../../../lib/i18n';
import { useRole, type Role } from '../hooks/use-role';
import { authCatalogue } from '../i18n';

/**
 * Shows its children (or the child route) to a user who holds `role`, looked up by their e-mail. A wrong-role
 * visitor goes to /login, as the specification has it; someone who just signed out goes Home.
 */
export function RequireRole({ role, children }: { role: Role; children?: ReactNode }) {
  const t = useT(authCatalogue);
  const { user, loading: userLoading, signedOut } = useAuth();
  const [allowed, roleLoading] = useRole(role);
  const location = useLocation();

  if (userLoading || roleLoading) return <PulsingDots label={t('guard.checkingAccess')} />;
  if (!user && signedOut) return <Navigate to="/home" replace />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!allowed) return <Navigate to="/login" replace />;
  return children ?? <Outlet />;
}
