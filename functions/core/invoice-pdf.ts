/**
 * A bill as a one-page PDF tax invoice (pdf-lib, standard fonts): supplier and customer, invoice
 * number and date, the period, one line per breakdown item, subtotal, VAT at 15 % and total, and
 * what is paid and due. Deterministic for a bill (the document's dates are the bill's), so the
 * same bill always downloads as the same bytes.
 */
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';
import type { BillLine } from './billing.ts';
import { VAT_RATE_PERCENT } from './billing.ts';
import { randText } from './bank-data.ts';

export interface InvoiceInput {
  invoiceNumber: string;
  date: string;
  period: string;
  status: 'PAID' | 'UNPAID';
  supplier: { name: string; address: string[]; vatNumber: string | null };
  customer: { name: string; legalName: string | null; vatNumber: string | null };
  lines: BillLine[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  paidCents: number;
}

export async function invoicePdf(input: InvoiceInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const when = new Date(input.date);
  pdf.setTitle(`Tax invoice ${input.invoiceNumber}`);
  pdf.setAuthor(input.supplier.name);
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  pdf.setProducer('Khanya');
  pdf.setCreator('Khanya');
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.4, 0.4, 0.45);
  const left = 50;
  const right = 545;
  let y = 790;
  const text = (value: string, x: number, options: { size?: number; font?: typeof regular; color?: typeof ink; alignRight?: boolean } = {}) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    const width = font.widthOfTextAtSize(value, size);
    page.drawText(value, { x: options.alignRight ? x - width : x, y, size, font, color: options.color ?? ink });
  };

  text('TAX INVOICE', left, { size: 20, font: bold });
  text(input.supplier.name, right, { size: 14, font: bold, alignRight: true });
  y -= 16;
  for (const line of input.supplier.address) {
    text(line, right, { color: muted, alignRight: true });
    y -= 13;
  }
  if (input.supplier.vatNumber) {
    text(`VAT number ${input.supplier.vatNumber}`, right, { color: muted, alignRight: true });
    y -= 13;
  }
  y -= 20;
  const facts: [string, string][] = [
    ['Invoice number', input.invoiceNumber],
    ['Date', input.date.slice(0, 10)],
    ['Period', input.period],
    ['Status', input.status],
  ];
  text('Bill to', left, { font: bold });
  y -= 14;
  const customerLines = [input.customer.legalName ?? input.customer.name, ...(input.customer.vatNumber ? [`VAT number ${input.customer.vatNumber}`] : [])];
  const top = y;
  for (const line of customerLines) {
    text(line, left);
    y -= 13;
  }
  y = top;
  for (const [label, value] of facts) {
    text(label, 380, { color: muted });
    text(value, right, { alignRight: true, font: bold });
    y -= 14;
  }
  y = Math.min(y, top - 13 * customerLines.length) - 30;

  const columns = { item: left, units: 360, price: 450, total: right };
  text('Item', columns.item, { font: bold });
  text('Units', columns.units, { font: bold, alignRight: true });
  text('Price per unit', columns.price, { font: bold, alignRight: true });
  text('Amount', columns.total, { font: bold, alignRight: true });
  y -= 6;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8, color: muted });
  y -= 16;
  for (const line of input.lines) {
    text(`${line.title} (${line.item_type})`, columns.item);
    text(String(line.total_units), columns.units, { alignRight: true });
    text(randText(line.price_per_unit_cents), columns.price, { alignRight: true });
    text(randText(line.total_price_cents), columns.total, { alignRight: true });
    y -= 16;
  }
  page.drawLine({ start: { x: 300, y: y + 6 }, end: { x: right, y: y + 6 }, thickness: 0.8, color: muted });
  y -= 8;
  const totals: [string, number, boolean][] = [
    ['Subtotal (VAT excluded)', input.subtotalCents, false],
    [`VAT at ${VAT_RATE_PERCENT} %`, input.vatCents, false],
    ['Total (VAT included)', input.totalCents, true],
    ['Paid', Math.min(input.paidCents, input.totalCents), false],
    ['Amount due', Math.max(0, input.totalCents - input.paidCents), true],
  ];
  for (const [label, cents, strong] of totals) {
    text(label, columns.price, { alignRight: true, ...(strong ? { font: bold } : {}) });
    text(randText(cents), columns.total, { alignRight: true, ...(strong ? { font: bold } : {}) });
    y -= 16;
  }
  y = 60;
  text('Prices in South African rand. Pay in the Khanya console (card or prepaid balance) or through the API: POST /v1/billing/bills/pay.', left, { size: 8, color: muted });
  return pdf.save({ useObjectStreams: false });
}
