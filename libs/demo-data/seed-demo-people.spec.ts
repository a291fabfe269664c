import { DEMO_USERS } from './demo-data.js';
import { DEMO_PEOPLE } from './seed-demo-people.js';

describe('DEMO_PEOPLE', () => {
  it('have ids and addresses of their own, unique among every demo account', () => {
    const everyone = [...DEMO_USERS, ...DEMO_PEOPLE];
    expect(new Set(everyone.map((person) => person.id)).size).toBe(everyone.length);
    expect(new Set(everyone.map((person) => person.email)).size).toBe(everyone.length);
    for (const person of DEMO_PEOPLE) expect(person.email).toBe(person.email.toLowerCase());
  });
});
