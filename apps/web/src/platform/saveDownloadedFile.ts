/**
 * Saves or opens a file the server produced (downloadTransactions, category templates, an invoice's
 * document: `file_name`, `content_type`, base64 bytes) through a temporary object URL.
 */
interface DownloadedFile {
  file_name: string;
  content_type: string;
  content_base64: string;
}

function objectUrlOf(file: DownloadedFile, keepMs: number): string {
  const binary = atob(file.content_base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  setTimeout(() => URL.revokeObjectURL(url), keepMs);
  return url;
}

/** The browser's own download of the file. */
export function saveDownloadedFile(file: DownloadedFile): void {
  const link = document.createElement("a");
  link.href = objectUrlOf(file, 10_000);
  // The server names the file; a path in the name would mean nothing to the browser.
  link.download = file.file_name.replace(/[/\\]/g, "_");
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Opens the file in a new tab, where the browser shows it; saves it when the browser blocks the tab. */
export function openDownloadedFile(file: DownloadedFile): void {
  const opened = window.open(objectUrlOf(file, 60_000), "_blank");
  if (opened === null) saveDownloadedFile(file);
  else opened.opener = null;
}
