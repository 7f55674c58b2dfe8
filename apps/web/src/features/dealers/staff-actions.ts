import type { DealerRole } from '@second-gear/contract';

/**
 * Which controls a staff row shows, from the role the server says the viewer has: the server judges every change
 * again (and refuses the last owner's leaving in words); this only leaves out buttons that could never work.
 */
export function staffActions(viewer: DealerRole, member: DealerRole, self: boolean) {
  return {
    remove: self || viewer === 'owner' || (viewer === 'manager' && member === 'sales'),
    changeRole: viewer === 'owner',
  };
}

/** The roles the viewer may invite people to. */
export function invitableRoles(viewer: DealerRole): DealerRole[] {
  if (viewer === 'owner') return ['sales', 'manager', 'owner'];
  return viewer === 'manager' ? ['sales'] : [];
}

/** Whether the viewer may change the dealership's details and see its invitations: an owner or a manager. */
export const managesDealership = (viewer: DealerRole) => viewer === 'owner' || viewer === 'manager';
