// PDFs rendered on the server with Typst (ARCHITECTURE.md): Arabic shapes joined and runs in
// order, with IBM Plex Sans Arabic. Record data never enters the Typst source: it travels as
// JSON through sys.inputs, so a customer's name cannot inject markup.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

let compiler: NodeCompiler | null = null;

function fontDirs(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/package.json'));
  return ['400Regular', '700Bold'].map((weight) => join(root, weight));
}

function getCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({ fontArgs: [{ fontPaths: fontDirs() }] });
  return compiler;
}

/** Shared look of every document: A4, Arabic first, right to left. */
export const TYPST_PREAMBLE = `
#let data = json(bytes(sys.inputs.data))
#set page(paper: "a4", margin: (x: 1.6cm, y: 1.5cm), footer: context [#set text(size: 8pt, fill: rgb("#6b7280")); #data.footer #h(1fr) #text(dir: ltr, counter(page).display("1 / 1", both: true))])
#set text(font: "IBM Plex Sans Arabic", size: 10pt, lang: "ar", dir: rtl)
#set par(justify: false, leading: 0.7em)
#let muted(body) = text(fill: rgb("#6b7280"), size: 8.5pt, body)
#let en(body) = text(dir: ltr, lang: "en", fill: rgb("#4b5563"), size: 8.5pt, body)
#let label(ar, english) = [#strong(ar) #h(4pt) #en(english)]
#let num(body) = text(dir: ltr, body)
`;

export function renderPdf(template: string, data: unknown): Buffer {
  const c = getCompiler();
  const pdf = c.pdf({ mainFileContent: TYPST_PREAMBLE + template, inputs: { data: JSON.stringify(data) } });
  c.evictCache(10);
  return Buffer.from(pdf);
}

/** An attachment response with a safe ASCII file name. */
export function pdfResponse(bytes: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`, 'cache-control': 'private, no-store' },
  });
}
