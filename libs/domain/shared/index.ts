export { parseInput } from './parse-input.js';
export { isOwnUpload, requireUploaded } from './uploaded-files.js';
export { isUsStateCode, US_STATES, type UsState } from './us-states.js';
export { outboundUrlRefusal } from './outbound-url.js';
export { calendarDateIn } from './calendar-date.js';
