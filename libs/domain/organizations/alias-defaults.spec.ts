import { AliasKey, resolveAliases } from './alias-defaults.js';

/** Spec 001 "Default texts" / spec 000: the 17 default aliases, verbatim and in the spec's order. */
const SPEC_DEFAULTS: [AliasKey, string][] = [
  [AliasKey.EMPLOYEE, 'Employee'],
  [AliasKey.HR_ADMINISTRATORS, 'HR Administrators'],
  [AliasKey.POINT_OF_CONTACT, 'Point of Contact'],
  [AliasKey.ADA_COORDINATOR, 'ADA Coordinator'],
  [AliasKey.TPA_LEGAL, 'TPA Legal'],
  [AliasKey.TPA_MEDICAL, 'TPA Medical'],
  [AliasKey.TPA_SUPPORT, 'TPA Support'],
  [AliasKey.TPA_USER, 'TPA User'],
  [AliasKey.TPA_ROLE, 'TPA Role'],
  [AliasKey.CASE_REVIEW_TEAM, 'Case Review Team'],
  [AliasKey.ACCOMMODATIONS_TEAM, 'Accommodations Team'],
  [AliasKey.ACCOMMODATIONS, 'Accommodations'],
  [AliasKey.STAGE_SUBMITTED, 'Submitted'],
  [AliasKey.STAGE_ASSIGNED, 'Assigned'],
  [AliasKey.STAGE_REVIEW_AND_INTERACTION, 'Review & Interaction'],
  [AliasKey.STAGE_FINAL_DECISION, 'Final Decision'],
  [AliasKey.STAGE_COMPLETED, 'Completed'],
];

const labelOf = (aliases: ReturnType<typeof resolveAliases>, key: AliasKey) =>
  aliases.find((alias) => alias.key === key);

describe('resolveAliases: defaults', () => {
  it('lists all 17 default labels verbatim in the spec order', () => {
    const aliases = resolveAliases(false);
    expect(aliases.map((a) => a.label)).toEqual(SPEC_DEFAULTS.map(([, label]) => label));
    expect(aliases.map((a) => a.key)).toEqual(SPEC_DEFAULTS.map(([key]) => key));
    expect(aliases).toHaveLength(17);
  });

  it.each(SPEC_DEFAULTS)('%s is "%s" with no overrides', (key, label) => {
    expect(labelOf(resolveAliases(false, {}), key)).toEqual({ key, label, defaultLabel: label });
  });

  it('gives each key once', () => {
    const keys = resolveAliases(true).map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('resolveAliases: partner organizations', () => {
  it('call the final decision stage "Prescription"', () => {
    expect(labelOf(resolveAliases(true), AliasKey.STAGE_FINAL_DECISION)).toEqual({
      key: AliasKey.STAGE_FINAL_DECISION,
      label: 'Prescription',
      defaultLabel: 'Prescription',
    });
  });

  it('keep every other default and the order', () => {
    const expected = SPEC_DEFAULTS.map(([key, label]) =>
      key === AliasKey.STAGE_FINAL_DECISION ? 'Prescription' : label,
    );
    expect(resolveAliases(true).map((a) => a.label)).toEqual(expected);
  });

  it('can still rename the stage', () => {
    const alias = labelOf(resolveAliases(true, { STAGE_FINAL_DECISION: 'Rx' }), AliasKey.STAGE_FINAL_DECISION);
    expect(alias).toEqual({ key: AliasKey.STAGE_FINAL_DECISION, label: 'Rx', defaultLabel: 'Prescription' });
  });
});

describe('resolveAliases: overrides', () => {
  it.each<[string, boolean, Record<string, string>, AliasKey, string, string]>([
    ['an override wins', false, { EMPLOYEE: 'Team Member' }, AliasKey.EMPLOYEE, 'Team Member', 'Employee'],
    ['a stage override wins', false, { STAGE_ASSIGNED: 'In Review' }, AliasKey.STAGE_ASSIGNED, 'In Review', 'Assigned'],
    ['an override is trimmed', false, { TPA_ROLE: '  Adjuster ' }, AliasKey.TPA_ROLE, 'Adjuster', 'TPA Role'],
    ['an empty override falls back', false, { EMPLOYEE: '' }, AliasKey.EMPLOYEE, 'Employee', 'Employee'],
    ['a blank override falls back', false, { EMPLOYEE: '   ' }, AliasKey.EMPLOYEE, 'Employee', 'Employee'],
    [
      'a tab/newline override falls back',
      false,
      { ACCOMMODATIONS: '\t\n' },
      AliasKey.ACCOMMODATIONS,
      'Accommodations',
      'Accommodations',
    ],
    [
      'a blank partner override falls back to Prescription',
      true,
      { STAGE_FINAL_DECISION: ' ' },
      AliasKey.STAGE_FINAL_DECISION,
      'Prescription',
      'Prescription',
    ],
    [
      'a non-partner override of the stage wins over Final Decision',
      false,
      { STAGE_FINAL_DECISION: 'Outcome' },
      AliasKey.STAGE_FINAL_DECISION,
      'Outcome',
      'Final Decision',
    ],
  ])('%s', (_name, isPartner, overrides, key, label, defaultLabel) => {
    expect(labelOf(resolveAliases(isPartner, overrides), key)).toEqual({ key, label, defaultLabel });
  });

  it('changes only the overridden keys', () => {
    const aliases = resolveAliases(false, { EMPLOYEE: 'Associate', STAGE_COMPLETED: 'Closed' });
    const changed = aliases.filter((a) => a.label !== a.defaultLabel).map((a) => [a.key, a.label]);
    expect(changed).toEqual([
      [AliasKey.EMPLOYEE, 'Associate'],
      [AliasKey.STAGE_COMPLETED, 'Closed'],
    ]);
    expect(aliases.map((a) => a.defaultLabel)).toEqual(SPEC_DEFAULTS.map(([, label]) => label));
  });

  it('ignores overrides for unknown keys (adds nothing)', () => {
    const aliases = resolveAliases(false, { NOT_A_KEY: 'x', employee: 'lowercase key' });
    expect(aliases).toHaveLength(17);
    expect(aliases.map((a) => a.label)).toEqual(SPEC_DEFAULTS.map(([, label]) => label));
  });

  it('does not share state between calls', () => {
    resolveAliases(false, { EMPLOYEE: 'Changed' });
    expect(labelOf(resolveAliases(false), AliasKey.EMPLOYEE)?.label).toBe('Employee');
  });
});
