import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** While true the button is disabled (no double submit) and shows `busyLabel` with a spinner. */
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

export function SubmitButton({ busy, busyLabel, disabled = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy || disabled}>
      {busy ? (
        <>
          <span aria-hidden="true" className="loading loading-spinner loading-sm" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
