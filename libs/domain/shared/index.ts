export { parseInput } from './parse-input.js';
export { isOwnUpload, requireUploaded } from './uploaded-files.js';
