import type { RefObject } from 'react';

/** The heading of a people list ("All Buyer" or, when there is nobody, "No Buyer Added Yet !") and how many there are. */
export function PeopleHeading({
  headingRef,
  count,
  title,
  emptyTitle,
  noun,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  count: number | undefined;
  title: string;
  emptyTitle: string;
  noun: 'buyer' | 'seller';
}) {
  return (
    <div className="space-y-1">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
      >
        {count === 0 ? emptyTitle : title}
      </h1>
      {count ? (
        <p className="text-base-content/75">{count === 1 ? `One ${noun}.` : `${count} ${noun}s.`}</p>
      ) : null}
    </div>
  );
}
