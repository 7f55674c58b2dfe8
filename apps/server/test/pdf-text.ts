import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = fileURLToPath(
  new URL('standard_fonts/', import.meta.resolve('pdfjs-dist/package.json')),
);

/**
 * The text of a PDF as a reader's program extracts it (pdf.js): one string per page, the pieces of a line joined by
 * spaces and lines by newlines. Throws on anything that is not a PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const lines = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      lines.set(y, [...(lines.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    pages.push(
      [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, pieces]) =>
          pieces
            .sort((a, b) => a.x - b.x)
            .map((piece) => piece.text)
            .join(' '),
        )
        .join('\n'),
    );
  }
  await task.destroy();
  return pages.join('\n\f\n');
}
