/**
 * Saves text as a file on the user's device (an object URL and a temporary link; nothing leaves the
 * browser). CSV gets a UTF-8 byte-order mark so that spreadsheet programs read umlauts correctly.
 */
export function downloadText(fileName: string, text: string, mimeType: 'text/csv' | 'application/json'): void {
  const body = mimeType === 'text/csv' ? `\uFEFF${text}` : text;
  const url = URL.createObjectURL(new Blob([body], { type: `${mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
