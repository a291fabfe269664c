import { memberCodeBase } from './member-code-name.js';

describe('memberCodeBase', () => {
  it.each([
    ['Pat', "O'Neill", 'PATO'],
    ['Zoë', 'Quill', 'ZOEQ'],
    ['  Mary-Jane ', 'van Dyke', 'MARYJANEV'],
    ['Bartholomew-Alexander', 'Smith', 'BARTHOLOMEWALEXANDER'],
    ['李', '王', 'MEMBER'],
    ['', '', 'MEMBER'],
  ])('%s %s gives %s', (firstName, lastName, expected) => {
    expect(memberCodeBase(firstName, lastName)).toBe(expected);
  });
});
