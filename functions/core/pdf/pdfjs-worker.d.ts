/** pdf.js ships no declaration for its worker module; read.ts only hands it to pdf.js. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
