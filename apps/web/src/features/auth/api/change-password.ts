import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/change-password: needs the current password (400 when it is wrong); ends every other session and
 * gives this browser a new one.
 */
export function changePassword(currentPassword: string, newPassword: string) {
  return apiRequest('/auth/change-password', z.object({ user: z.object({ email: z.string() }) }), {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}
