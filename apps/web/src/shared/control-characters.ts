// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Whether a typed text holds a control character, which the api refuses in every text it stores. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}
