import { ESLint } from 'eslint';

/** Lints a file that is not on disk with the project's own configuration, as `npm run lint` would. */
async function lintAs(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boundaries/area-boundaries').map((m) => m.message);
}

describe('the area boundary lint rule', () => {
  it('refuses a relative import into another area', async () => {
    const messages = await lintAs(
      'libs/domain/forms/new-rule.ts',
      "import { CaseEntity } from '../cases/case.entity.js';\nexport const x = CaseEntity;\n",
    );
    expect(messages).toEqual([
      "Import '#domain/cases', the area's only entrance, not a file inside it (../cases/case.entity.js)",
    ]);
  });

  it('refuses a deep alias into an area, from an app too', async () => {
    const messages = await lintAs(
      'apps/api/src/cases/new-resolver.ts',
      "import { CaseChange } from '#domain/cases/case-change';\nexport const x = CaseChange;\n",
    );
    expect(messages).toEqual(["Import '#domain/cases', the area's only entrance, not a file inside it"]);
  });

  it('accepts the entrance, and files of the same area', async () => {
    const messages = await lintAs(
      'libs/domain/forms/new-rule.ts',
      "import { CaseEntity } from '#domain/cases';\nimport { FormEntity } from './form.entity.js';\nexport const x = [CaseEntity, FormEntity];\n",
    );
    expect(messages).toEqual([]);
  });

  it('keeps libs/database free of domain imports', async () => {
    const messages = await lintAs(
      'libs/database/new-helper.ts',
      "import { ENTITIES } from '#entities';\nimport { UserEntity } from '#domain/users';\nexport const x = [ENTITIES, UserEntity];\n",
    );
    expect(messages).toHaveLength(2);
  });

  it('keeps the web app off libs/', async () => {
    const messages = await lintAs(
      'apps/web/src/features/cases/NewThing.tsx',
      "import { Role } from '#access';\nimport { ROLES } from '../../../../../libs/access/roles.js';\nexport const x = [Role, ROLES];\n",
    );
    expect(messages).toEqual([
      'The web app imports nothing from libs/ (#access): use the GraphQL api',
      'The web app imports nothing from libs/ (../../../../../libs/access/roles.js): use the GraphQL api',
    ]);
  });
});
