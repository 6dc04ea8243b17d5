const BOM = '\uFEFF';

/**
 * A CSV file starts with the byte order mark: Excel reads it as UTF-8 (Arabic names, say) only
 * then. The API sends one, but the browser's text decoding drops it, so it is put back here.
 */
function withByteOrderMark(text: string, type: string): string {
  return type.startsWith('text/csv') && !text.startsWith(BOM) ? BOM + text : text;
}

/**
 * Hands a file to the browser to save, under `fileName`: a Blob behind a temporary object URL
 * and a clicked `download` link; the URL is revoked after the click has started the download. A
 * CSV file gets its byte order mark back.
 *
 * @example saveFile('User ID,Status\r\n', 'falcon-vpn-credentials.csv', 'text/csv');
 */
export function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([withByteOrderMark(text, type)], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Later: some browsers read the URL only after click() has returned.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
