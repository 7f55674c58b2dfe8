import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useAuth } from '../../../entities/session/auth-context';
import { useT } from '../../../lib/i18n';
import { sessionCatalogue } from '../session/i18n';

/**
 * Shows its children (or the child route) to a signed-in user. Anyone else goes to /login, replacing this history
 * entry, with the requested location in `state.from` so that login can return to it; someone who just signed out goes
 * Home.
 */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const t = useT(sessionCatalogue);
  const { user, loading, signedOut } = useAuth();
  const location = useLocation();

  if (loading) return <PulsingDots label={t('checkingSignIn')} />;
  if (!user && signedOut) return <Navigate to="/home" replace />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
