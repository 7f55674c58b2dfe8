/** A schema.org description of the page for search engines, as a JSON-LD block. */
export type StructuredData = Record<string, unknown>;

/**
 * The block itself: a data block, never run, so the page's Content-Security-Policy does not apply to it. `<` is
 * escaped so that no text of the data can close the script.
 */
export function JsonLd({ data }: { data: StructuredData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
