/**
 * Turns the printed pages on screen into one PDF, page for page, in the browser: each A4
 * page is drawn to an image (html-to-image) and placed on an A4 page of the PDF (jsPDF).
 * Both load only when a PDF is asked for.
 */
export async function downloadPagesAsPdf(pages: HTMLElement[], fileName: string): Promise<void> {
  const [{ jsPDF }, { toJpeg }] = await Promise.all([import('jspdf'), import('html-to-image')]);
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  for (const [index, page] of pages.entries()) {
    const image = await toJpeg(page, {
      quality: 0.92,
      pixelRatio: 2,
      backgroundColor: '#ffffff',
      style: { margin: '0', boxShadow: 'none' },
    });
    if (index > 0) pdf.addPage('a4', 'portrait');
    pdf.addImage(image, 'JPEG', 0, 0, 210, 297);
  }
  pdf.save(fileName);
}
