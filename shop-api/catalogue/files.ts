/**
 * The downloadable files of the details section (manuals and the law label), generated as small
 * but real one-page PDFs so a browser opens them like the shop's own documents.
 */

const DOCUMENTS: Record<string, { title: string; lines: string[] }> = {
  'gift-card-terms.pdf': {
    title: 'Cairnfield Outfitters Gift Card Terms and Conditions',
    lines: [
      'Gift cards are redeemable for merchandise in store and online.',
      'They do not expire and carry no fees.',
      'Not redeemable for cash except where required by law.',
      'Lost or stolen cards cannot be replaced.',
    ],
  },
  'bulk-gift-card-guide.pdf': {
    title: 'Cairnfield Outfitters Bulk Gift Card Ordering Guide',
    lines: [
      'Bulk orders are 51 to 999 cards of one design.',
      'Every card in an order carries the same amount.',
      'Orders above $10,000 are arranged through live chat.',
    ],
  },
  'egift-card-faq.pdf': {
    title: 'Cairnfield Outfitters eGift Card Delivery FAQ',
    lines: [
      'eGift cards are e-mailed within 2 hours during business hours.',
      'Business hours are 8:00 AM to 7:00 PM Central time.',
      'You can send up to 5 eGift cards per order.',
    ],
  },
  'gift-card-law-label.pdf': {
    title: 'Gift Card Law Label',
    lines: [
      'Issuer: Cairnfield Outfitters (fictional demo company).',
      'No expiration date. No dormancy, inactivity or service fees.',
      'Balance inquiries: see the back of your card.',
    ],
  },
};

function pdfText(text: string): string {
  // PDF literal strings escape backslash and parentheses; stay in printable ASCII.
  return text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');
}

/** Builds a minimal valid PDF 1.4 (one page, Helvetica) with a correct cross-reference table. */
export function buildPdf(title: string, lines: readonly string[]): Uint8Array {
  const content = [
    'BT',
    '/F1 18 Tf',
    '72 720 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line) => ['0 -28 Td', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${pdfText(title)}) /Producer (Cairnfield shop-api) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  // Everything is ASCII, so string length equals byte length and the offsets above hold.
  return new TextEncoder().encode(pdf);
}

export function mediaFile(name: string): Uint8Array | null {
  const document = DOCUMENTS[name];
  return document ? buildPdf(document.title, document.lines) : null;
}
