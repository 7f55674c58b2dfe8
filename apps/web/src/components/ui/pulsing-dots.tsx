interface PulsingDotsProps {
  label?: string;
}

/** Three pulsing dots, shown while lists load. */
export function PulsingDots({ label = 'Loading' }: PulsingDotsProps) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10">
      <span className="sr-only">{label}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="bg-primary size-3 animate-pulse rounded-full"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
