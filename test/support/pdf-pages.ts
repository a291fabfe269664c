import { resolve } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPage {
  /** The page's text items joined with spaces, in reading order. */
  text: string;
  /** How many images the page paints. */
  images: number;
  /** The page drawn at 1 pixel per point; [r, g, b, a] at a point measured from the top left. */
  pixelAt(x: number, y: number): [number, number, number, number];
}

/** Renders a PDF as a reader would (pdf.js), so tests check what is on the page, not how the file was written. */
export async function readPdf(bytes: Buffer | Uint8Array): Promise<ReadPage[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    // pdf.js's copies of the 14 standard fonts (Helvetica, …), which the PDFs name without embedding.
    standardFontDataUrl: `${resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
    isEvalSupported: false,
  }).promise;
  const pages: ReadPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    const operators = await page.getOperatorList();
    const images = operators.fnArray.filter(
      (fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject,
    ).length;
    const viewport = page.getViewport({ scale: 1 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as unknown as Parameters<typeof page.render>[0]['canvas'], viewport }).promise;
    const context = canvas.getContext('2d');
    pages.push({
      text,
      images,
      pixelAt: (x, y) =>
        [...context.getImageData(Math.round(x), Math.round(y), 1, 1).data] as [number, number, number, number],
    });
  }
  await document.destroy();
  return pages;
}
