/** Starts the browser's download of a signed file address (the file is served as an attachment). */
export function startDownload(url: string): void {
  window.location.assign(url);
}

/**
 * Sends a file's bytes to a signed upload address with a PUT and the same Content-Type it was
 * requested with, reporting the share sent so far (0 to 1). Case attachments and decision letters both
 * go this way.
 */
export function putFileWithProgress(
  url: string,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`The file could not be stored (${request.status})`));
    request.onerror = () => reject(new Error('The file could not be sent'));
    request.onabort = () => reject(new Error('The upload was canceled'));
    request.send(file);
  });
}
