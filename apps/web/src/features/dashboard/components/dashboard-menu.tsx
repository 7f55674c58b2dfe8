import { NavLink } from 'react-router';
import { useMyAccount } from '../../../entities/account/api/my-account';
import { useMyDealership } from '../../../entities/dealer/api/my-dealership';
import { sellerPath } from '../../../entities/seller/seller-path';
import { useAuth } from '../../../entities/session/auth-context';
import { useRoles } from '../../../entities/session/hooks/use-roles';
import { useT } from '../../../lib/i18n';
import { dashboardCatalogue } from '../i18n';
import { roleSections } from '../role-sections';

function MenuSkeleton() {
  const t = useT(dashboardCatalogue);
  return (
    <div role="status" className="space-y-3 px-2">
      <span className="sr-only">{t('menu.loading')}</span>
      {[1, 2, 3].map((key) => (
        <div key={key} aria-hidden="true" className="skeleton h-8 w-full" />
      ))}
    </div>
  );
}

interface DashboardMenuProps {
  /** Called when a link is followed (the phone drawer closes then). */
  onNavigate: () => void;
  /** How many messages the person has not read yet (the route reads it from the messages feature). */
  unreadMessages: number;
}

const linkClass = 'aria-[current=page]:bg-primary aria-[current=page]:text-primary-content';

/**
 * Messages, for everyone signed in, with how many are unread (live events keep the count fresh); for a dealership's
 * staff, its shared inbox too.
 */
function MessagesLink({ onNavigate, unreadMessages: unread }: DashboardMenuProps) {
  const t = useT(dashboardCatalogue);
  const dealership = useMyDealership();
  return (
    <ul className="menu w-full p-0">
      <li>
        <NavLink to="/dashboard/messages" onClick={onNavigate} className={linkClass}>
          {t('menu.messages')}
          {unread > 0 ? (
            <span className="badge badge-secondary badge-sm">
              {unread}
              <span className="sr-only">{t('menu.unread')}</span>
            </span>
          ) : null}
        </NavLink>
      </li>
      {dealership.data ? (
        <li>
          <NavLink to="/dashboard/dealer/inbox" onClick={onNavigate} className={linkClass}>
            {t('menu.dealerInbox')}
          </NavLink>
        </li>
      ) : null}
    </ul>
  );
}

/** "View profile": a seller's own public profile; a buyer's is their account settings. */
function ViewProfileLink({ onNavigate }: { onNavigate: () => void }) {
  const t = useT(dashboardCatalogue);
  const account = useMyAccount();
  if (account.isPending) return null;
  const to = account.data?.accountStatus === 'seller' ? sellerPath(account.data._id) : '/dashboard/settings';
  return (
    <NavLink to={to} end onClick={onNavigate} className="link text-sm">
      {t('menu.viewProfile')}
    </NavLink>
  );
}

/** The side menu: who is signed in, their messages, then the links of each role they hold. */
export function DashboardMenu({ onNavigate, unreadMessages }: DashboardMenuProps) {
  const t = useT(dashboardCatalogue);
  const { user } = useAuth();
  const roles = useRoles();
  const name = user?.displayName.trim() || user?.email || '';
  const sections = roleSections(roles);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-3 px-2">
        <div className="avatar avatar-placeholder">
          <div className="bg-primary text-primary-content w-12 rounded-full">
            <span aria-hidden="true" className="text-lg font-bold">
              {name.charAt(0).toLocaleUpperCase()}
            </span>
          </div>
        </div>
        <div className="min-w-0">
          <p className="font-bold tracking-wide break-words">{name.toLocaleUpperCase()}</p>
          <p className="flex flex-wrap gap-x-3">
            <ViewProfileLink onNavigate={onNavigate} />
            <NavLink to="/dashboard/settings" onClick={onNavigate} className="link text-sm">
              {t('menu.settings')}
            </NavLink>
          </p>
        </div>
      </div>

      <nav aria-label={t('menu.label')}>
        <MessagesLink onNavigate={onNavigate} unreadMessages={unreadMessages} />
        {roles.loading ? (
          <MenuSkeleton />
        ) : sections.length === 0 ? (
          <p className="text-base-content/75 px-2 text-sm">{t('menu.noRoles')}</p>
        ) : (
          <ul className="menu w-full gap-1 p-0">
            {sections.map((section) => (
              <li key={section.title}>
                <h2 className="menu-title text-base-content/75">{t(section.title)}</h2>
                <ul>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} onClick={onNavigate} className={linkClass}>
                        {t(link.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}
