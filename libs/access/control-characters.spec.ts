import { controlCharacterIn, hasControlCharacter, withoutControlCharacters } from './control-characters.js';

const code = (point: number) => String.fromCharCode(point);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('control characters', () => {
  it('refuses in text every C0 control but tab, line feed and carriage return, DEL and every C1 control', () => {
    const refused = [...range(0x00, 0x08), 0x0b, 0x0c, ...range(0x0e, 0x1f), 0x7f, ...range(0x80, 0x9f)];
    for (const point of refused) {
      expect({ point, found: controlCharacterIn(`a${code(point)}b`) }).toEqual({
        point,
        found: `U+${point.toString(16).toUpperCase().padStart(4, '0')}`,
      });
    }
    expect(controlCharacterIn('line one\r\n\tline two')).toBeUndefined();
  });

  it('leaves ordinary text alone, including letters just past the C1 block and other scripts', () => {
    for (const text of ['', 'plain', '~', '\u00a0non-breaking', 'é ñ ü', 'Zoë 日本語 😀', '\u2028', "'; DROP TABLE"]) {
      expect({ text, found: hasControlCharacter(text) }).toEqual({ text, found: false });
    }
  });

  it('refuses tab, line feed and carriage return too in names of files and storage paths', () => {
    for (const name of ['a\tb.pdf', 'a\nb.pdf', 'a\rb.pdf', 'a\u007fb.pdf', 'a\u0085b.pdf']) {
      expect({ name, found: hasControlCharacter(name, 'name') }).toEqual({ name, found: true });
    }
    expect(hasControlCharacter('report 2026.pdf', 'name')).toBe(false);
  });

  it('names the first control character found', () => {
    expect(controlCharacterIn('ok\u009b then \u0000')).toBe('U+009B');
    expect(controlCharacterIn('tab\tthen\u007f', 'name')).toBe('U+0009');
  });

  it('drops every control character from a name shown back', () => {
    expect(withoutControlCharacters('re\u0000po\trt\u007f\u0085.pdf')).toBe('report.pdf');
  });
});
