import { parentPort } from 'node:worker_threads';
import { type DatasheetContent, renderDatasheet } from './datasheet-pdf.js';

/** Renders data sheets off the API's main thread (pdfkit's layout is synchronous JavaScript: ~0.4 s a sheet). */
parentPort?.on('message', async ({ id, content }: { id: number; content: DatasheetContent }) => {
  try {
    // A Buffer arrives as a plain Uint8Array (structured clone); pdfkit wants a Buffer.
    const image = content.image ? Buffer.from(content.image) : undefined;
    const pdf = await renderDatasheet({ ...content, image });
    parentPort?.postMessage({ id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
