/** A person named on a case: deleted people keep their name, marked as former users (their entries stay). */
export function personName(person: { fullName: string; deletedAt?: string | null }): string {
  return person.deletedAt ? `${person.fullName} (former user)` : person.fullName;
}
