import type { Roles } from '../../entities/session/hooks/use-roles';
import type { dashboardCatalogue } from './i18n';

type DashboardText = Parameters<typeof dashboardCatalogue.t>[0];

export interface DashboardLink {
  to: string;
  /** The link's words, by their key in the dashboard's catalogue. */
  label: DashboardText;
}

export interface RoleSection {
  /** How the role reads in a sentence: "You are signed in as a buyer" (a catalogue key). */
  role: DashboardText;
  title: DashboardText;
  links: readonly DashboardLink[];
}

const sections: readonly (RoleSection & { held: (roles: Roles) => boolean })[] = [
  {
    role: 'role.buyer',
    title: 'section.buyer',
    held: (roles) => roles.isBuyer,
    links: [
      { to: '/dashboard/MyOrders', label: 'link.orders' },
      { to: '/dashboard/favorites', label: 'link.favorites' },
      { to: '/dashboard/saved-searches', label: 'link.savedSearches' },
      { to: '/dashboard/test-drives', label: 'link.testDrives' },
    ],
  },
  {
    role: 'role.seller',
    title: 'section.seller',
    held: (roles) => roles.isSeller,
    links: [
      { to: '/dashboard/addProduct', label: 'link.addProduct' },
      { to: '/dashboard/myProducts', label: 'link.myProducts' },
      { to: '/dashboard/test-drives', label: 'link.testDrives' },
      { to: '/dashboard/availability', label: 'link.availability' },
      { to: '/dashboard/deals', label: 'link.deals' },
      { to: '/dashboard/payouts', label: 'link.payouts' },
      { to: '/dashboard/dealer', label: 'link.dealer' },
    ],
  },
  {
    role: 'role.admin',
    title: 'section.admin',
    held: (roles) => roles.isAdmin,
    links: [
      { to: '/dashboard/allBuyers', label: 'link.allBuyers' },
      { to: '/dashboard/allSellers', label: 'link.allSellers' },
      { to: '/dashboard/moderation', label: 'link.moderation' },
      { to: '/dashboard/reportedItems', label: 'link.reportedItems' },
      { to: '/dashboard/finance', label: 'link.finance' },
      { to: '/dashboard/payments', label: 'link.payments' },
      { to: '/dashboard/audit', label: 'link.audit' },
    ],
  },
];

/** The dashboard's links for the role flags the server gave, per role, as the specification's table has them. */
export function roleSections(roles: Roles): RoleSection[] {
  return sections
    .filter((section) => section.held(roles))
    .map(({ role, title, links }) => ({ role, title, links }));
}
