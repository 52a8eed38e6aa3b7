// The part of PDFKit (no bundled types) that features/clientArea/resumePdf.ts uses.
declare module 'pdfkit' {
  type Options = { size?: string; margin?: number; info?: Record<string, string> }
  export default class PDFDocument {
    constructor(options?: Options)
    on(event: 'data', listener: (chunk: Buffer) => void): this
    on(event: 'end', listener: () => void): this
    on(event: 'error', listener: (error: Error) => void): this
    font(name: string): this
    fontSize(size: number): this
    text(text: string, options?: { lineGap?: number }): this
    moveDown(lines?: number): this
    end(): void
  }
}
