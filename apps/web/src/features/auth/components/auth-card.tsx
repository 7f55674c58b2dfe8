import type { ReactNode } from 'react';

/** The frame of the sign-in and sign-up pages: a centred card with the page's heading. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="card bg-base-100 border-base-300 mx-auto w-full max-w-lg border shadow-sm">
      <div className="card-body gap-6 p-6 sm:p-10">
        <div className="space-y-2 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          <p className="text-base-content/75">{intro}</p>
        </div>
        {children}
      </div>
    </div>
  );
}
