import type { BuyerRecord } from '@second-gear/contract';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

/** From this width (beside the dashboard menu) the people are a table; below it, cards. */
const tableWidth = '(min-width: 1152px)';

export const deleteAccountButtonId = (person: BuyerRecord) => `delete-account-${person._id}`;

interface PeopleListProps<Person extends BuyerRecord> {
  people: Person[];
  /** Names the table or list for assistive technology: "Buyers". */
  label: string;
  /** A column of its own for the sellers' list: Verify, or the verified tick. */
  status?: { header: string; cell: (person: Person) => ReactNode };
  onDelete: (person: Person) => void;
}

function NotFound() {
  const t = useT(adminCatalogue);
  return <span className="text-base-content/75 italic">{t('people.notFound')}</span>;
}

function DeleteButton({ person, onDelete }: { person: BuyerRecord; onDelete: () => void }) {
  const t = useT(adminCatalogue);
  return (
    <button
      id={deleteAccountButtonId(person)}
      type="button"
      className="btn btn-sm btn-outline btn-error"
      aria-label={t('people.deleteLabel', { name: person.username })}
      onClick={onDelete}
    >
      {t('people.delete')}
    </button>
  );
}

/** Buyers or sellers with their running number, contact details and actions, as the specification's tables. */
export function PeopleList<Person extends BuyerRecord>({
  people,
  label,
  status,
  onDelete,
}: PeopleListProps<Person>) {
  const t = useT(adminCatalogue);
  const wide = useMediaQuery(tableWidth);

  if (wide) {
    return (
      <div className="rounded-box border-base-300 overflow-x-auto border">
        <table className="table">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('people.number')}</th>
              <th scope="col">{t('people.name')}</th>
              <th scope="col">{t('people.email')}</th>
              <th scope="col">{t('people.phone')}</th>
              <th scope="col">{t('people.location')}</th>
              {status ? <th scope="col">{status.header}</th> : null}
              <th scope="col">{t('people.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {people.map((person, index) => (
              <tr key={person._id}>
                <td className="tabular-nums">{index + 1}</td>
                <th scope="row" className="font-semibold">
                  {person.username}
                </th>
                <td className="break-all">{person.userEmail}</td>
                <td>{person.phone ?? <NotFound />}</td>
                <td>{person.location ?? <NotFound />}</td>
                {status ? <td>{status.cell(person)}</td> : null}
                <td>
                  <DeleteButton person={person} onDelete={() => onDelete(person)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <ol aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {people.map((person, index) => (
        <li key={person._id} className="card border-base-300 bg-base-100 border">
          <div className="card-body gap-3 p-4">
            <h2 className="flex items-baseline gap-2 leading-snug font-semibold break-words">
              <span className="text-base-content/75 text-sm tabular-nums">{index + 1}.</span>{' '}
              {person.username}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-base-content/75">{t('people.email')}</dt>
              <dd className="break-all">{person.userEmail}</dd>
              <dt className="text-base-content/75">{t('people.phone')}</dt>
              <dd>{person.phone ?? <NotFound />}</dd>
              <dt className="text-base-content/75">{t('people.location')}</dt>
              <dd className="break-words">{person.location ?? <NotFound />}</dd>
            </dl>
            <div className="flex flex-wrap items-center gap-2">
              {status ? status.cell(person) : null}
              <DeleteButton person={person} onDelete={() => onDelete(person)} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
