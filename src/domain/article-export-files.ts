/**
 * The files of an article export (api-facts.md "Article export"), from API-shaped articles
 * (article-shape.ts), through kept libraries:
 * - JSONL: one API-shaped article per line (JSON Lines, https://jsonlines.org), UTF-8.
 * - EXCEL: an .xlsx workbook (exceljs) with one sheet "Articles", a header row and one row per
 *   article: the columns of `EXCEL_COLUMNS`; lists are joined with "; ".
 * - PDF: a report (pdfkit) with one block per article: title (English), source, publication time,
 *   categories, companies, sentiment, the English snippet and the URL. The PDF uses the standard
 *   Helvetica font (no font file needed), which covers Latin-1 only: other characters are written
 *   as "?", which is why the PDF carries the English text.
 */
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { ApiArticle } from './article-shape.js';

export type ExportFileType = 'PDF' | 'EXCEL' | 'JSONL';

/** Content type and file extension per file type. */
export const EXPORT_FORMATS: Record<ExportFileType, { contentType: string; extension: string }> = {
  JSONL: { contentType: 'application/x-ndjson', extension: 'jsonl' },
  EXCEL: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  PDF: { contentType: 'application/pdf', extension: 'pdf' },
};

const names = (a: ApiArticle) => a.company_articles.map((c) => c.company.name).join('; ');
const categories = (a: ApiArticle) => a.categories.map((c) => c.name).join('; ');

/** The EXCEL columns: header and value. */
export const EXCEL_COLUMNS: Array<{ header: string; width: number; value: (a: ApiArticle) => string | number | boolean | null }> = [
  { header: 'external_id', width: 38, value: (a) => a.external_id },
  { header: 'publication_datetime', width: 25, value: (a) => a.publication_datetime },
  { header: 'title', width: 60, value: (a) => a.title },
  { header: 'title_en', width: 60, value: (a) => a.title_en },
  { header: 'snippet_en', width: 80, value: (a) => a.snippet_en },
  { header: 'url', width: 50, value: (a) => a.url },
  { header: 'source', width: 25, value: (a) => a.source.name },
  { header: 'language', width: 10, value: (a) => a.language },
  { header: 'sentiment', width: 10, value: (a) => a.sentiment },
  { header: 'is_material', width: 12, value: (a) => a.is_material },
  { header: 'priority', width: 10, value: (a) => a.priority },
  { header: 'categories', width: 40, value: categories },
  { header: 'companies', width: 40, value: names },
];

/** Latin-1 only (the standard PDF fonts' coverage); typographic quotes and dashes kept as ASCII. */
function latin1(s: string): string {
  return s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x09\x0A\x0D\x20-\x7E\xA0-\xFF]/g, '?');
}

async function pdf(articles: readonly ApiArticle[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Producer: 'Vigil' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(latin1(title));
  doc.font('Helvetica').fontSize(9).text(`${articles.length} articles`).moveDown();
  for (const a of articles) {
    doc.font('Helvetica-Bold').fontSize(11).text(latin1(a.title_en || a.title));
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text(latin1(`${a.source.name} | ${a.publication_datetime} | sentiment ${a.sentiment ?? 'n/a'}${a.is_material ? ' | material' : ''}`));
    if (a.categories.length) doc.text(latin1(`Categories: ${categories(a)}`));
    if (a.company_articles.length) doc.text(latin1(`Companies: ${names(a)}`));
    doc.fillColor('#000000').fontSize(9);
    if (a.snippet_en) doc.text(latin1(a.snippet_en));
    doc.fillColor('#1a4d8f').text(latin1(a.url)).fillColor('#000000').moveDown();
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

async function excel(articles: readonly ApiArticle[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Vigil';
  const sheet = wb.addWorksheet('Articles');
  sheet.columns = EXCEL_COLUMNS.map((c) => ({ header: c.header, key: c.header, width: c.width }));
  for (const a of articles) sheet.addRow(EXCEL_COLUMNS.map((c) => c.value(a)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The file of `articles` in `type` (module doc). */
export async function exportFile(type: ExportFileType, articles: readonly ApiArticle[], title = 'Vigil news export'): Promise<Buffer> {
  if (type === 'JSONL') return Buffer.from(articles.map((a) => `${JSON.stringify(a)}\n`).join(''), 'utf8');
  if (type === 'EXCEL') return excel(articles);
  return pdf(articles, title);
}
