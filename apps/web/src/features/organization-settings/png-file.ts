/** Spec 001 §9: over 1,000,000 bytes is over the limit (the api refuses a larger logo or favicon too). */
export const MAX_BRAND_IMAGE_BYTES = 1_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Spec 000 §5: "An image counts as PNG only if its first 8 bytes match the PNG signature." */
export async function hasPngSignature(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await readBytes(file.slice(0, PNG_SIGNATURE.length)));
  return bytes.length === PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** Blob.arrayBuffer where there is one, FileReader otherwise (older browsers and jsdom). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Why a chosen file cannot be the logo or favicon, or null when it may be uploaded. */
export async function brandImageProblem(file: File): Promise<string | null> {
  if (file.size > MAX_BRAND_IMAGE_BYTES) {
    return `“${file.name}” is larger than 1,000,000 bytes. Choose a smaller PNG image.`;
  }
  if (!(await hasPngSignature(file))) {
    return `“${file.name}” is not a PNG image. Only PNG images can be used; convert it to PNG first.`;
  }
  return null;
}
