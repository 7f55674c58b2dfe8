import { Link } from 'react-router';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useAuth } from '../../../entities/session/auth-context';
import { useRoles } from '../../../entities/session/hooks/use-roles';
import { useT, type Translate } from '../../../lib/i18n';
import { dashboardCatalogue } from '../i18n';
import { roleSections } from '../role-sections';

type DashboardText = Parameters<typeof dashboardCatalogue.t>[0];

/** "a buyer", "a buyer and a seller", "a buyer, a seller and an administrator" (a person holds three roles at most). */
function listOf(t: Translate<DashboardText>, words: string[]): string {
  const [first = '', second, third] = words;
  if (second === undefined) return first;
  if (third === undefined) return t('welcome.list.two', { first, second });
  return t('welcome.list.three', { first, second, third });
}

/** The dashboard's first page: who you are here and where to start. */
export function DashboardWelcome() {
  const t = useT(dashboardCatalogue);
  const { user } = useAuth();
  const roles = useRoles();
  const sections = roleSections(roles);
  const name = user?.displayName.trim() || user?.email;

  return (
    <div className="max-w-3xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('welcome.heading', { name })}
        </h1>
        {roles.loading ? null : sections.length > 0 ? (
          <p className="text-lg">
            {t('welcome.signedInAs', {
              roles: listOf(
                t,
                sections.map((section) => t(section.role)),
              ),
            })}
          </p>
        ) : (
          <p className="text-lg">
            {t.rich('welcome.noRole', {
              link: (chunks) => (
                <Link to="/signup" className="link link-primary">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </div>

      {roles.loading ? (
        <PulsingDots label={t('welcome.loadingRoles')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.title} className="card bg-base-100 border-base-300 border">
              <div className="card-body">
                <h2 className="card-title">{t(section.title)}</h2>
                <ul className="flex flex-wrap gap-2">
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="btn btn-primary btn-sm">
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
          <li className="card bg-base-100 border-base-300 border">
            <div className="card-body">
              <h2 className="card-title">{t('welcome.browse.title')}</h2>
              <p>{t('welcome.browse.text')}</p>
              <div>
                <Link to="/home" className="btn btn-outline btn-sm">
                  {t('welcome.browse.link')}
                </Link>
              </div>
            </div>
          </li>
        </ul>
      )}
    </div>
  );
}
