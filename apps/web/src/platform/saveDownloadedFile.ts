/**
 * Saves a file the server produced (downloadTransactions, category templates: `file_name`,
 * `content_type`, base64 bytes) through a temporary object URL, the browser's own download.
 */
export function saveDownloadedFile(file: {
  file_name: string;
  content_type: string;
  content_base64: string;
}): void {
  const binary = atob(file.content_base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  const link = document.createElement("a");
  link.href = url;
  // The server names the file; a path in the name would mean nothing to the browser.
  link.download = file.file_name.replace(/[/\\]/g, "_");
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
