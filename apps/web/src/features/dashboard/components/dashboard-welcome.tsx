import { Link } from 'react-router';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useAuth } from '../../../entities/session/auth-context';
import { useRoles } from '../../../entities/session/hooks/use-roles';
import { roleSections } from '../role-sections';

/** "a buyer", "a buyer and a seller", "a buyer, a seller and an administrator". */
function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The dashboard's first page: who you are here and where to start. */
export function DashboardWelcome() {
  const { user } = useAuth();
  const roles = useRoles();
  const sections = roleSections(roles);
  const name = user?.displayName.trim() || user?.email;

  return (
    <div className="max-w-3xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Welcome, {name}</h1>
        {roles.loading ? null : sections.length > 0 ? (
          <p className="text-lg">You are signed in as {listOf(sections.map((section) => section.role))}.</p>
        ) : (
          <p className="text-lg">
            Your account has no buyer or seller role yet, so there is nothing to manage here. Browse the car
            models in the meantime, or fill in the{' '}
            <Link to="/signup" className="link link-primary">
              sign-up form
            </Link>{' '}
            again with this e-mail address to choose one.
          </p>
        )}
      </div>

      {roles.loading ? (
        <PulsingDots label="Loading your roles" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.title} className="card bg-base-100 border-base-300 border">
              <div className="card-body">
                <h2 className="card-title">{section.title}</h2>
                <ul className="flex flex-wrap gap-2">
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="btn btn-primary btn-sm">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
          <li className="card bg-base-100 border-base-300 border">
            <div className="card-body">
              <h2 className="card-title">Browse</h2>
              <p>See every model and the latest cars on sale.</p>
              <div>
                <Link to="/home" className="btn btn-outline btn-sm">
                  Browse car models
                </Link>
              </div>
            </div>
          </li>
        </ul>
      )}
    </div>
  );
}
