import type { Language } from '@second-gear/contract';
import PDFDocument from 'pdfkit';
import { formatCentsIn } from '../../lib/texts.ts';
import { receiptsTexts } from './receipts-texts.ts';

/** A column of a drawn table: its heading, its share of the line's width (points) and its alignment. */
export interface Column {
  heading: string;
  width: number;
  align?: 'left' | 'right';
}

const margin = 56;
const ink = '#1f2933';
const muted = '#5f6b76';
const line = '#c9d1d9';
const labelWidth = 150;

/** What the papers draw with: one column of text on a letter-size page, headed by the marketplace's name. */
function paperOn(doc: PDFKit.PDFDocument, language: Language) {
  const left = margin;
  const width = doc.page.width - 2 * margin;

  const rule = () => {
    doc.moveDown(0.6);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.75)
      .strokeColor(line)
      .stroke();
    doc.moveDown(0.6);
  };

  /** Cells side by side from the current line; the next line starts under the tallest. */
  const cells = (values: { text: string; x: number; width: number; align?: 'left' | 'right' }[]) => {
    const top = doc.y;
    let bottom = top;
    for (const cell of values) {
      doc.text(cell.text, cell.x, top, { width: cell.width, align: cell.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
    }
    doc.x = left;
    doc.y = bottom + 2;
  };

  return {
    /** The marketplace's name on the left, the paper's title and its number and date on the right. */
    header(title: string, lines: string[]) {
      const top = doc.y;
      doc.font('Helvetica-Bold').fontSize(22).fillColor(ink).text('Second Gear', left, top);
      doc.font('Helvetica').fontSize(9).fillColor(muted).text(receiptsTexts(language)('tagline'));
      const leftBottom = doc.y;
      doc
        .font('Helvetica-Bold')
        .fontSize(16)
        .fillColor(ink)
        .text(title, left, top, { width, align: 'right' });
      doc.font('Helvetica').fontSize(10).fillColor(muted);
      for (const text of lines) doc.text(text, left, doc.y, { width, align: 'right' });
      doc.x = left;
      doc.y = Math.max(leftBottom, doc.y);
      rule();
    },

    section(title: string) {
      doc.moveDown(0.8);
      doc.font('Helvetica-Bold').fontSize(12).fillColor(ink).text(title, left);
      doc.moveDown(0.3);
    },

    /** Label and value pairs, the labels in a column of their own. */
    facts(rows: [label: string, value: string][]) {
      for (const [label, value] of rows) {
        doc.fontSize(10);
        const top = doc.y;
        doc
          .font('Helvetica')
          .fillColor(muted)
          .text(label, left, top, { width: labelWidth - 10 });
        const labelBottom = doc.y;
        doc.fillColor(ink).text(value, left + labelWidth, top, { width: width - labelWidth });
        doc.x = left;
        doc.y = Math.max(labelBottom, doc.y) + 2;
      }
    },

    /** A table: a heading line, then one line per row. */
    table(columns: Column[], rows: string[][]) {
      const placed = columns.reduce<{ x: number; width: number; align?: 'left' | 'right' }[]>(
        (all, column) => [
          ...all,
          {
            x: all.length ? all[all.length - 1]!.x + all[all.length - 1]!.width + 8 : left,
            width: column.width,
            ...(column.align ? { align: column.align } : {}),
          },
        ],
        [],
      );
      doc.font('Helvetica-Bold').fontSize(9).fillColor(muted);
      cells(columns.map((column, index) => ({ ...placed[index]!, text: column.heading })));
      doc.font('Helvetica').fontSize(10).fillColor(ink);
      for (const row of rows) cells(row.map((text, index) => ({ ...placed[index]!, text })));
    },

    /** An amount on a line of its own, right-aligned under the table's amounts. */
    amount(label: string, cents: number, options: { strong?: boolean } = {}) {
      doc.font(options.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.strong ? 12 : 10);
      doc.fillColor(options.strong ? ink : muted);
      cells([
        { text: label, x: left, width: width - 130 },
        { text: formatCentsIn(language, cents), x: left + width - 120, width: 120, align: 'right' },
      ]);
    },

    rule,

    /** A boxed statement that changes how the paper reads (refunded, reversed). */
    notice(text: string, colour: string) {
      doc.moveDown(0.8);
      const top = doc.y;
      doc.font('Helvetica-Bold').fontSize(11);
      const height = doc.heightOfString(text, { width: width - 20 }) + 16;
      doc.rect(left, top, width, height).lineWidth(1.25).strokeColor(colour).stroke();
      doc.fillColor(colour).text(text, left + 10, top + 8, { width: width - 20 });
      doc.x = left;
      doc.y = top + height;
    },

    note(text: string) {
      doc.moveDown(1.2);
      doc.font('Helvetica').fontSize(8.5).fillColor(muted).text(text, left, doc.y, { width });
    },
  };
}

export type Paper = ReturnType<typeof paperOn>;

/** Draws a one-page paper in `info.language` and gives back the PDF's bytes. */
export function renderPaper(
  info: { title: string; subject: string; language: Language },
  draw: (paper: Paper) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    info: { Title: info.title, Subject: info.subject, Author: 'Second Gear' },
    lang: info.language,
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(paperOn(doc, info.language));
  doc.end();
  return bytes;
}
