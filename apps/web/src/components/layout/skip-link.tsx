/** The first stop of the keyboard: jumps past the header to the page's `<main id="main">`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="btn btn-primary sr-only z-50 focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2"
    >
      Skip to content
    </a>
  );
}
