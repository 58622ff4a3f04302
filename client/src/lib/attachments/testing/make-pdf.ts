/**
 * Small but valid PDFs for tests: one page per entry, each line drawn in Helvetica, with a correct
 * cross-reference table so readers need no repair. No Node or browser API, so unit tests and
 * Playwright specs share it.
 *
 * `password` adds the standard security handler (revision 2) with owner and user entries that match
 * no password, so a reader asks for one as it does for any protected file. `scanned` draws a
 * filled rectangle instead of text, like a page that is only a picture.
 */
export function makePdf(
  pages: readonly (readonly string[])[],
  options: { password?: boolean; scanned?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  const pagesId = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const kids = pages.map((lines) => {
    const stream = options.scanned
      ? '0.5 g 72 72 400 600 re f'
      : `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((l) => `(${escape(l)}) Tj T*`).join(' ')} ET`;
    const content = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  const hex = (seed: number) =>
    Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) & 255).toString(16).padStart(2, '0')).join('');
  let encrypt = '';
  if (options.password) {
    const id = add(`<< /Filter /Standard /V 1 /R 2 /O <${hex(11)}> /U <${hex(29)}> /P -4 >>`);
    encrypt = ` /Encrypt ${id} 0 R`;
  }

  // Every character below is Latin-1, so string length and byte count agree.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const fileId = hex(3).slice(0, 32);
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /ID [<${fileId}> <${fileId}>]${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0));
}
