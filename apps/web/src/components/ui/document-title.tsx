interface DocumentTitleProps {
  /** The page's own part of the title: "Blog" gives "Second Gear — Blog". */
  page: string;
}

/** React 19 hoists `<title>` into the document head. */
export function DocumentTitle({ page }: DocumentTitleProps) {
  return <title>{`Second Gear — ${page}`}</title>;
}
