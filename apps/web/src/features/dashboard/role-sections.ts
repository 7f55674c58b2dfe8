import type { Roles } from '../../entities/session/hooks/use-roles';

export interface DashboardLink {
  to: string;
  label: string;
}

export interface RoleSection {
  /** How the role reads in a sentence: "You are signed in as a buyer". */
  role: string;
  title: string;
  links: readonly DashboardLink[];
}

const sections: readonly (RoleSection & { held: (roles: Roles) => boolean })[] = [
  {
    role: 'a buyer',
    title: 'Buying',
    held: (roles) => roles.isBuyer,
    links: [
      { to: '/dashboard/MyOrders', label: 'My orders' },
      { to: '/dashboard/favorites', label: 'Saved cars' },
      { to: '/dashboard/saved-searches', label: 'Saved searches' },
      { to: '/dashboard/test-drives', label: 'Test drives' },
    ],
  },
  {
    role: 'a seller',
    title: 'Selling',
    held: (roles) => roles.isSeller,
    links: [
      { to: '/dashboard/addProduct', label: 'Add a product' },
      { to: '/dashboard/myProducts', label: 'My products' },
      { to: '/dashboard/test-drives', label: 'Test drives' },
      { to: '/dashboard/availability', label: 'Test-drive hours' },
      { to: '/dashboard/deals', label: 'Deals' },
      { to: '/dashboard/payouts', label: 'Payouts' },
      { to: '/dashboard/dealer', label: 'Dealership' },
    ],
  },
  {
    role: 'an administrator',
    title: 'Administration',
    held: (roles) => roles.isAdmin,
    links: [
      { to: '/dashboard/allBuyers', label: 'All buyers' },
      { to: '/dashboard/allSellers', label: 'All sellers' },
      { to: '/dashboard/moderation', label: 'Moderation' },
      { to: '/dashboard/reportedItems', label: 'Reported items' },
      { to: '/dashboard/finance', label: 'Finance' },
      { to: '/dashboard/payments', label: 'Payments' },
      { to: '/dashboard/audit', label: 'Audit log' },
    ],
  },
];

/** The dashboard's links for the role flags the server gave, per role, as the specification's table has them. */
export function roleSections(roles: Roles): RoleSection[] {
  return sections
    .filter((section) => section.held(roles))
    .map(({ role, title, links }) => ({ role, title, links }));
}
