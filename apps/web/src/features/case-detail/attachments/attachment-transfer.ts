/** Starts the browser's download of a signed file address (the file is served as an attachment). */
export function startDownload(url: string): void {
  window.location.assign(url);
}
