export { parseInput } from './parse-input.js';
