interface LoadingBarProps {
  /** What is loading, for assistive technology: "Loading car models". */
  label: string;
}

/** An indeterminate progress bar (a native `progress`, so role=progressbar). */
export function LoadingBar({ label }: LoadingBarProps) {
  return <progress className="progress progress-primary w-full max-w-xs" aria-label={label} />;
}
