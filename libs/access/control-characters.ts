/**
 * The one control-character rule of the product, shared by the api's operation checks, form answers and
 * storage paths, so a character refused in one place is refused everywhere.
 *
 * Refused, never stripped from what a person sends: C0 controls (U+0000 to U+001F), DEL (U+007F) and the C1
 * controls (U+0080 to U+009F) have no place in anything typed; PostgreSQL cannot store NUL at all (text and
 * jsonb); stripping would silently store something other than what was sent (an e-mail address, an id, a
 * name). Text may hold tab, line feed and carriage return (a comment, a note, an address on several lines).
 * Names of files and storage paths hold no control character at all, not even those three.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IN_NAME = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const EVERY_IN_NAME = /[\u0000-\u001F\u007F-\u009F]/g;

export type ControlCharacterContext = 'text' | 'name';

/** The first control character `text` may not hold, as `U+XXXX`, or undefined when there is none. */
export function controlCharacterIn(text: string, context: ControlCharacterContext = 'text'): string | undefined {
  const found = (context === 'text' ? IN_TEXT : IN_NAME).exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : undefined;
}

/** Whether `text` holds a control character it may not (see above). */
export function hasControlCharacter(text: string, context: ControlCharacterContext = 'text'): boolean {
  return (context === 'text' ? IN_TEXT : IN_NAME).test(text);
}

/**
 * `name` without any control character: only for names the product shows back, never stores as sent
 * (a file name offered in a download's Content-Disposition), where dropping them is safer than failing.
 */
export function withoutControlCharacters(name: string): string {
  return name.replace(EVERY_IN_NAME, '');
}
