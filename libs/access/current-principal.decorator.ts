import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { accessContextOf } from './access.guard.js';
import type { Principal } from './principal.js';

/** The caller, scoped by the guard to the organization of this operation. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = accessContextOf(context).principal;
  // The guard sets it for every non-public operation; a public handler asking for it is a programming error.
  if (!principal) throw new Error('CurrentPrincipal used on an operation without a signed-in declaration');
  return principal;
});
