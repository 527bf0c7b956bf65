// Lays the report's sections out as a PDF with pdfkit: A4-letter pages, the built-in Helvetica,
// the annual schedule as a table that continues on new pages (its header repeated), and a page
// number at the foot of every page.
import PDFDocument from 'pdfkit';
import type { ReportModel } from './report-model.js';

const MARGIN = 54;
const COLUMNS = [
  { key: 'year', title: 'Year', width: 50 },
  { key: 'payments', title: 'Payments', width: 60 },
  { key: 'principal', title: 'Principal', width: 120 },
  { key: 'interest', title: 'Interest', width: 120 },
  { key: 'balance', title: 'Balance', width: 120 },
] as const;

/** The PDF's bytes. */
export function reportPdf(model: ReportModel): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true, info: { Title: model.title, Author: 'Homewise' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 20;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.font('Helvetica-Bold').fontSize(20).text(model.title);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(model.subtitle).fillColor('#000000').moveDown();

  for (const section of model.sections) {
    room(40 + section.lines.length * 14);
    doc.font('Helvetica-Bold').fontSize(13).text(section.title, MARGIN, doc.y).moveDown(0.3);
    doc.font('Helvetica').fontSize(10);
    for (const [label, value] of section.lines) {
      const y = doc.y;
      doc.text(label, MARGIN, y, { width: width * 0.5 });
      const labelBottom = doc.y;
      doc.text(value, MARGIN + width * 0.5, y, { width: width * 0.5 });
      doc.y = Math.max(labelBottom, doc.y);
    }
    if (section.note) doc.fillColor('#555555').text(section.note, MARGIN, doc.y, { width }).fillColor('#000000');
    doc.moveDown();
  }

  const header = () => {
    doc.font('Helvetica-Bold').fontSize(10);
    let x = MARGIN;
    const y = doc.y;
    for (const column of COLUMNS) {
      doc.text(column.title, x, y, { width: column.width });
      x += column.width;
    }
    doc.font('Helvetica');
    doc.y = y + 14;
  };
  room(80);
  doc.font('Helvetica-Bold').fontSize(13).text('Annual schedule', MARGIN, doc.y).moveDown(0.3);
  header();
  for (const row of model.schedule) {
    if (doc.y + 14 > bottom()) {
      doc.addPage();
      header();
    }
    let x = MARGIN;
    const y = doc.y;
    for (const column of COLUMNS) {
      doc.text(row[column.key], x, y, { width: column.width });
      x += column.width;
    }
    doc.y = y + 14;
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The foot is inside the bottom margin: with the margin kept, pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor('#555555').text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 10, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
