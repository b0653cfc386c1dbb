import type { Role } from '@emc/shared/roles';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasAnyRole } from './roles';
import { getValidClaims } from './token-storage';
import { useSession } from './use-session';

export interface RequireRolesProps {
  roles: readonly Role[];
  children: ReactNode;
}

/**
 * Route guard (spec section 5): a stored, unexpired token and at least one of `roles` in its
 * `role` claim; otherwise the user is sent to /login.
 */
export function RequireRoles({ roles, children }: RequireRolesProps) {
  useSession(); // re-check when the token changes (logout, a 401)
  const claims = getValidClaims();
  if (!hasAnyRole(claims, roles)) return <Navigate to={paths.login.getHref()} replace />;
  return <>{children}</>;
}
