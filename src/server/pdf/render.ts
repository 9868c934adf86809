// PDFs rendered on the server with Typst (ARCHITECTURE.md): Arabic shapes joined and runs in
// order, with IBM Plex Sans Arabic. Record data never enters the Typst source: it travels as
// JSON through sys.inputs, so a customer's name cannot inject markup.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

let compiler: NodeCompiler | null = null;
const IMAGE_ROOT = '/masar-pdf';

function fontDirs(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/package.json'));
  return ['400Regular', '700Bold'].map((weight) => join(root, weight));
}

function getCompiler(): NodeCompiler {
  // The workspace is a directory that does not exist: a template reads no file of this machine,
  // only the images a render maps into it.
  compiler ??= NodeCompiler.create({ workspace: IMAGE_ROOT, fontArgs: [{ fontPaths: fontDirs() }] });
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
// A signature place: the images (a drawn signature, a stamp) above the line, then who signs.
// sig is none (an empty place to sign by hand) or { images, name, title, at }.
#let sign-box(ar, english, sig) = block(breakable: false, width: 100%)[
  #box(height: 1.9cm, width: 100%, align(bottom + start, if sig != none and sig.images.len() > 0 { stack(dir: rtl, spacing: 10pt, ..sig.images.map(p => image(p, height: 1.8cm, fit: "contain"))) }))
  #line(length: 80%, stroke: 0.5pt)
  #ar #en(english)
  #if sig != none and sig.name != none [\\ #sig.name]
  #if sig != none and sig.title != none [ #h(4pt) #muted(sig.title)]
  #if sig != none and sig.at != none [\\ #muted(num(sig.at))]
]
`;

/** An image a template shows: PNG or JPEG bytes (checked before they were stored). */
export type PdfImage = { bytes: Uint8Array; type: 'png' | 'jpg' };

/** What a signature place shows: images above the line, the signer's name and title, the time. */
export type SignPlace = { images: PdfImage[]; name: string | null; title: string | null; at: string | null };

/** A signature place as template data (its images mapped), or none for a place to sign by hand. */
export function signData(image: (img: PdfImage) => string, place: SignPlace | null) {
  return place ? { ...place, images: place.images.map(image) } : null;
}

/**
 * Renders a template with its data. `images(path)` maps each image into the compiler's virtual
 * workspace and returns the path the data carries to the template; the maps are dropped after
 * the render (compiling is synchronous, so two renders never see each other's images).
 */
export function renderPdf(template: string, data: unknown | ((image: (img: PdfImage) => string) => unknown)): Buffer {
  const c = getCompiler();
  const mapped: string[] = [];
  const image = (img: PdfImage) => {
    const path = `${IMAGE_ROOT}/${mapped.length}.${img.type}`;
    c.mapShadow(path, Buffer.from(img.bytes));
    mapped.push(path);
    return path.slice(IMAGE_ROOT.length);
  };
  try {
    const inputs = typeof data === 'function' ? data(image) : data;
    const pdf = c.pdf({ mainFileContent: TYPST_PREAMBLE + template, inputs: { data: JSON.stringify(inputs) } });
    return Buffer.from(pdf);
  } finally {
    for (const path of mapped) c.unmapShadow(path);
    c.evictCache(10);
  }
}

/** An attachment response with a safe ASCII file name. */
export function pdfResponse(bytes: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`, 'cache-control': 'private, no-store' },
  });
}
