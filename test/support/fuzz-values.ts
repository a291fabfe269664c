import fc from 'fast-check';

/** One megabyte of text: more than any field takes, more than the HTTP body limit. */
export const HUGE_STRING = 'x'.repeat(1024 * 1024);

/**
 * Strings an attacker tries first: control characters (C0, DEL, C1), injection in SQL, HTML, templates and
 * paths, lone surrogates and direction overrides, numbers and dates that are not, and object-key tricks.
 * None is a well-formed e-mail address, so no fuzzed request creates an account.
 */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'nul\u0000in the middle',
  '\u0007bell',
  '\u001b[31mred',
  'delete\u007f',
  'c1\u0085\u009b',
  'tab\tnew line\ncarriage return\r',
  "'; DROP TABLE case_record; --",
  "' OR '1'='1",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{x}}',
  '${x}',
  '#{x}',
  '%s%n%x',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/absolute/path',
  'personal/../../secret',
  '%00',
  '\\',
  '"',
  '\ud800',
  '\udfff lone',
  'right-to-left \u202e override',
  '\u2028\u2029',
  'Zoë 日本語 😀',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-00000000000g',
  'http://localhost:5173/login',
  'javascript:alert(1)',
  '//evil.example',
  'not-an-email@',
  '{"a":1}',
  'a'.repeat(10_000),
];

/** A text: mostly from the list above, some random unicode, rarely a megabyte. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 120, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 40, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constant(HUGE_STRING) },
);

export const int32 = fc.oneof(
  fc.integer({ min: -2147483648, max: 2147483647 }),
  fc.constantFrom(-2147483648, -1, 0, 1, 2147483647, 1_000_000),
);

/** Numbers graphql's Int refuses and doubles at the edges (JSON has no NaN or Infinity). */
export const edgeNumber = fc.oneof(
  fc.constantFrom(2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324, -0, 0.5, -0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const dateTimeLike = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  nastyString,
);

/** An object holding its own `__proto__` key, as JSON.parse makes it (a literal would set the prototype). */
const PROTO_KEYS = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": 1}}}');

/** Nested a thousand deep: nothing along the way may recurse without a bound. */
function deeplyNested(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level++) value = { nested: value };
  return value;
}

export const jsonObjectLike: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.constantFrom('a', 'b', 'text'), nastyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(PROTO_KEYS) },
  { weight: 1, arbitrary: fc.constant(deeplyNested(1000)) },
);

/** A value of any type, for an argument of another type. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  int32,
  edgeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(int32, nastyString), { maxLength: 3 }),
  jsonObjectLike,
);
