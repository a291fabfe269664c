import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ACCESS_DECLARATION, type AccessDeclaration } from './access-declaration.js';
import { badInput, forbidden } from './app-error.js';
import { isUuid } from './is-uuid.js';
import {
  type AccessContext,
  identityFromHeaders,
  PRINCIPAL_RESOLVER,
  type PrincipalResolver,
} from './request-identity.js';

export const UNDECLARED_OPERATION_MESSAGE = 'This operation is not available';

/** Finds the per-request access context for HTTP controllers and GraphQL (HTTP or websocket). */
export function accessContextOf(context: ExecutionContext): AccessContext {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<AccessContext>();
  }
  const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; access?: AccessContext }>();
  request.access ??= { identity: identityFromHeaders(request.headers) };
  return request.access;
}

/**
 * Global guard, deny by default: an operation without an access declaration is refused.
 * It resolves the caller once per request, scopes it to the organization named by an
 * `organizationId` argument (NOT_FOUND where the caller may not act) and checks the declaration.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(PRINCIPAL_RESOLVER) private readonly resolver: PrincipalResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const declaration = this.reflector.getAllAndOverride<AccessDeclaration | undefined>(ACCESS_DECLARATION, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!declaration) throw forbidden(UNDECLARED_OPERATION_MESSAGE);
    if (declaration.kind === 'public') return true;

    const access = accessContextOf(context);
    access.sessionPrincipal ??= this.resolver.resolve(access.identity);
    let principal = await access.sessionPrincipal;

    const organizationId = this.organizationArgument(context);
    if (organizationId) principal = principal.inOrganization(organizationId);
    principal.assertSatisfies(declaration);
    access.principal = principal;
    return true;
  }

  private organizationArgument(context: ExecutionContext): string | undefined {
    if (context.getType<string>() !== 'graphql') return undefined;
    const value = GqlExecutionContext.create(context).getArgs<{ organizationId?: unknown }>().organizationId;
    if (value === undefined || value === null) return undefined;
    if (!isUuid(value)) throw badInput('organizationId must be an id', 'organizationId');
    return value;
  }
}
