/**
 * Hands a file to the browser to save, under `fileName`: a Blob behind a temporary object URL
 * and a clicked `download` link; the URL is revoked after the click has started the download.
 *
 * @example saveFile('User ID,Status\r\n', 'falcon-vpn-credentials.csv', 'text/csv');
 */
export function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
