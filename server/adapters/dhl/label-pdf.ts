// A parcel label as a real, small PDF (PDF 1.4, one A6 page, the standard Helvetica fonts), for
// the DHL stand-in (stand-in.ts): sender, recipient, the tracking number as text and as an
// Interleaved 2 of 5 barcode (the code DHL prints its 12- and 20-digit numbers in). Written by
// hand, no library: five objects, a content stream, and a cross-reference table whose byte
// offsets are counted on the very bytes written. Text is Latin-1 (WinAnsiEncoding covers German);
// anything else prints as "?".

export interface LabelPdfInput {
  title: string;
  sender: readonly string[];
  recipient: readonly string[];
  trackingNumber: string;
  note: string;
}

/** A6 in points (105 x 148 mm). */
const WIDTH = 298;
const HEIGHT = 420;

/** Printable Latin-1, with PDF's string delimiters escaped. */
function pdfText(text: string): string {
  const latin1 = [...text].map((c) => ((c.codePointAt(0) ?? 63) <= 0xff && c >= ' ' ? c : '?')).join('');
  return latin1.replace(/[\\()]/g, (c) => `\\${c}`);
}

// Interleaved 2 of 5: each digit is five elements, two of them wide; a pair of digits interleaves
// the first's bars with the second's spaces.
const ITF: Record<string, string> = {
  '0': 'nnwwn',
  '1': 'wnnnw',
  '2': 'nwnnw',
  '3': 'wwnnn',
  '4': 'nnwnw',
  '5': 'wnwnn',
  '6': 'nwwnn',
  '7': 'nnnww',
  '8': 'wnnwn',
  '9': 'nwnwn',
};

/** Rectangles (x, width) of the bars of an even count of digits, `narrow` points per narrow element. */
function itfBars(digits: string, narrow: number): { x: number; w: number }[] {
  const elements: { bar: boolean; wide: boolean }[] = [];
  const push = (pattern: string, bar: boolean) => {
    for (const c of pattern) elements.push({ bar, wide: c === 'w' });
  };
  for (const [i, c] of [...'nnnn'].entries()) push(c, i % 2 === 0);
  for (let i = 0; i + 1 < digits.length; i += 2) {
    const bars = ITF[digits[i] ?? ''] ?? 'nnnnn';
    const spaces = ITF[digits[i + 1] ?? ''] ?? 'nnnnn';
    for (let k = 0; k < 5; k += 1) {
      elements.push({ bar: true, wide: bars[k] === 'w' });
      elements.push({ bar: false, wide: spaces[k] === 'w' });
    }
  }
  push('w', true);
  push('n', false);
  push('n', true);
  const out: { x: number; w: number }[] = [];
  let x = 0;
  for (const element of elements) {
    const w = element.wide ? narrow * 2.5 : narrow;
    if (element.bar) out.push({ x, w });
    x += w;
  }
  return out;
}

function contentStream(input: LabelPdfInput): string {
  const ops: string[] = ['0.8 w', `12 12 ${WIDTH - 24} ${HEIGHT - 24} re S`];
  const text = (font: 'F1' | 'F2', size: number, x: number, y: number, value: string) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td (${pdfText(value)}) Tj ET`);
  text('F2', 16, 24, HEIGHT - 44, input.title);
  ops.push(`12 ${HEIGHT - 56} m ${WIDTH - 12} ${HEIGHT - 56} l S`);
  text('F2', 7, 24, HEIGHT - 70, 'Absender / From');
  input.sender.forEach((line, i) => text('F1', 8, 24, HEIGHT - 82 - i * 10, line));
  text('F2', 8, 24, HEIGHT - 140, 'Empfänger / To');
  input.recipient.forEach((line, i) => text(i === 0 ? 'F2' : 'F1', 12, 24, HEIGHT - 158 - i * 15, line));
  if (/^\d{2,40}$/.test(input.trackingNumber)) {
    const even = input.trackingNumber.length % 2 === 0 ? input.trackingNumber : `0${input.trackingNumber}`;
    const bars = itfBars(even, 1);
    const total = (bars.at(-1)?.x ?? 0) + (bars.at(-1)?.w ?? 0);
    const scale = Math.min(1.2, (WIDTH - 48) / Math.max(total, 1));
    const left = (WIDTH - total * scale) / 2;
    for (const bar of bars) {
      ops.push(`${(left + bar.x * scale).toFixed(2)} 70 ${(bar.w * scale).toFixed(2)} 60 re f`);
    }
  }
  text('F2', 11, 24, 52, input.trackingNumber);
  text('F1', 7, 24, 30, input.note);
  return ops.join('\n');
}

/** The label's PDF bytes. */
export function renderLabelPdf(input: LabelPdfInput): Uint8Array {
  const stream = contentStream(input);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  // The binary comment line tells tools the file is binary (PDF 1.4, 7.5.2).
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
