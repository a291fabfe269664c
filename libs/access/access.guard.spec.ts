import { jest } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  AccessGuard,
  type AccessContext,
  type AccessSubject,
  AllowedFor,
  AppError,
  ErrorCode,
  invalidAuthorization,
  Permission,
  Principal,
  type PrincipalResolver,
  Public,
  type RequestIdentity,
  Role,
  SignedIn,
  UNDECLARED_OPERATION_MESSAGE,
} from '#access';

const ORG = '00000000-0000-4000-8000-00000000000a';
const TOKEN = 'id-token-abc';
const CREATE_CVADMIN_MESSAGE = 'Not authorized to create CVADMINs';

const subject = (role: Role): AccessSubject => ({
  id: `user-${role.toLowerCase()}`,
  role,
  organizationId: ORG,
  isMultiOrgAdmin: false,
  customRole: null,
  organizationAccess: [],
});

class Undeclared {
  handle(): void {}
}

class Handlers {
  @Public()
  open(): void {}

  @SignedIn()
  me(): void {}

  @AllowedFor({ roles: [Role.CVADMIN], message: CREATE_CVADMIN_MESSAGE })
  createCvAdmin(): void {}

  @AllowedFor({ permissions: [Permission.GET_REPORTS] })
  reports(): void {}

  undeclared(): void {}
}

@Public()
class PublicController {
  health(): void {}

  @AllowedFor({ roles: [Role.CVADMIN] })
  adminOnly(): void {}
}

@SignedIn()
class SignedInController {
  list(): void {}
}

type Request = { headers: Record<string, unknown>; access?: AccessContext };

function httpContext(cls: new () => object, method: string, request: Request): ExecutionContext {
  const handler = (cls.prototype as Record<string, unknown>)[method] as () => void;
  if (typeof handler !== 'function') throw new Error(`${cls.name} has no method ${method}`);
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => cls,
    switchToHttp: () => ({
      getRequest: () => request,
      getResponse: () => ({}),
      getNext: () => () => undefined,
    }),
    switchToRpc: () => {
      throw new Error('not rpc');
    },
    switchToWs: () => {
      throw new Error('not ws');
    },
    getArgs: () => [request],
    getArgByIndex: () => request,
  } as unknown as ExecutionContext;
}

const request = (headers: Record<string, unknown> = { authorization: `Bearer ${TOKEN}` }): Request => ({ headers });

function setup(role: Role | Error = Role.ADMIN) {
  const resolve = jest.fn(async (_identity: RequestIdentity): Promise<Principal> => {
    if (role instanceof Error) throw role;
    return Principal.forSession(subject(role));
  });
  const resolver: PrincipalResolver = { resolve };
  const guard = new AccessGuard(new Reflector(), resolver);
  return { guard, resolve };
}

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the guard to refuse');
}

describe('AccessGuard: deny by default', () => {
  it.each<[string, new () => object, string]>([
    ['a class without any declaration', Undeclared, 'handle'],
    ['an undeclared method beside declared ones', Handlers, 'undeclared'],
  ])('refuses %s with FORBIDDEN, without resolving the caller', async (_name, cls, method) => {
    const { guard, resolve } = setup(Role.CVADMIN);
    const error = await rejectionOf(guard.canActivate(httpContext(cls, method, request())));
    expect(error.code).toBe(ErrorCode.FORBIDDEN);
    expect(error.message).toBe(UNDECLARED_OPERATION_MESSAGE);
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe('AccessGuard: @Public', () => {
  it.each<[string, new () => object, string, Record<string, unknown>]>([
    ['a public method, with a token', Handlers, 'open', { authorization: `Bearer ${TOKEN}` }],
    ['a public method, without a token', Handlers, 'open', {}],
    ['a method of a public class', PublicController, 'health', {}],
  ])('passes %s without calling the resolver', async (_name, cls, method, headers) => {
    const { guard, resolve } = setup(new Error('must not be called'));
    const req = request(headers);
    await expect(guard.canActivate(httpContext(cls, method, req))).resolves.toBe(true);
    expect(resolve).not.toHaveBeenCalled();
    expect(req.access).toBeUndefined();
  });

  it('lets a method declaration override a public class', async () => {
    const { guard } = setup(Role.ADMIN);
    const error = await rejectionOf(guard.canActivate(httpContext(PublicController, 'adminOnly', request())));
    expect(error.code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('AccessGuard: @SignedIn', () => {
  it.each([Role.USER, Role.CASEWORKER, Role.CVTPA, Role.CVADMIN])('passes a signed-in %s', async (role) => {
    const { guard } = setup(role);
    const req = request();
    await expect(guard.canActivate(httpContext(Handlers, 'me', req))).resolves.toBe(true);
    expect(req.access?.principal?.role).toBe(role);
  });

  it('passes the identity from the headers to the resolver', async () => {
    const { guard, resolve } = setup(Role.USER);
    await guard.canActivate(
      httpContext(Handlers, 'me', request({ authorization: `Bearer ${TOKEN}`, 'x-organization-id': ORG })),
    );
    expect(resolve).toHaveBeenCalledWith({ bearerToken: TOKEN, storedOrganizationId: ORG });
  });

  it('resolves the caller once per request however many guarded operations it runs', async () => {
    const { guard, resolve } = setup(Role.ADMIN);
    const req = request();
    await guard.canActivate(httpContext(Handlers, 'me', req));
    await guard.canActivate(httpContext(Handlers, 'reports', req));
    await guard.canActivate(httpContext(SignedInController, 'list', req));
    expect(resolve).toHaveBeenCalledTimes(1);
    const principal = req.access?.principal;
    expect(principal).toBeInstanceOf(Principal);
    expect(await req.access?.sessionPrincipal).toBe(principal);
  });

  it('resolves concurrent operations of one request once', async () => {
    const { guard, resolve } = setup(Role.ADMIN);
    const req = request();
    await Promise.all([
      guard.canActivate(httpContext(Handlers, 'me', req)),
      guard.canActivate(httpContext(Handlers, 'me', req)),
    ]);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('resolves each request on its own', async () => {
    const { guard, resolve } = setup(Role.ADMIN);
    await guard.canActivate(httpContext(Handlers, 'me', request()));
    await guard.canActivate(httpContext(Handlers, 'me', request()));
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('applies a class-level declaration to its methods', async () => {
    const { guard, resolve } = setup(Role.USER);
    await expect(guard.canActivate(httpContext(SignedInController, 'list', request()))).resolves.toBe(true);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('passes the resolver failure through (e.g. INVALID_AUTHORIZATION) and sets no principal', async () => {
    const { guard, resolve } = setup(invalidAuthorization());
    const req = request({});
    const error = await rejectionOf(guard.canActivate(httpContext(Handlers, 'me', req)));
    expect(error.code).toBe(ErrorCode.INVALID_AUTHORIZATION);
    expect(resolve).toHaveBeenCalledWith({ bearerToken: undefined, storedOrganizationId: undefined });
    expect(req.access?.principal).toBeUndefined();
  });
});

describe('AccessGuard: @AllowedFor', () => {
  it.each([Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA, Role.USER])(
    'refuses a %s where the declaration names only Cvadmin, with the spec message',
    async (role) => {
      const { guard } = setup(role);
      const req = request();
      const error = await rejectionOf(guard.canActivate(httpContext(Handlers, 'createCvAdmin', req)));
      expect(error.code).toBe(ErrorCode.FORBIDDEN);
      expect(error.message).toBe(CREATE_CVADMIN_MESSAGE);
      expect(req.access?.principal).toBeUndefined();
    },
  );

  it('passes a Cvadmin and keeps the principal on the request', async () => {
    const { guard } = setup(Role.CVADMIN);
    const req = request();
    await expect(guard.canActivate(httpContext(Handlers, 'createCvAdmin', req))).resolves.toBe(true);
    expect(req.access?.principal?.isCvadmin()).toBe(true);
  });

  it.each<[Role, boolean]>([
    [Role.CVADMIN, true],
    [Role.ADMIN, true],
    [Role.CASEMANAGER, true],
    [Role.CASEWORKER, true],
    [Role.CVTPA, false],
    [Role.USER, false],
  ])('permission declaration (get_reports): %s passes = %p', async (role, passes) => {
    const { guard } = setup(role);
    const result = guard.canActivate(httpContext(Handlers, 'reports', request()));
    if (passes) {
      await expect(result).resolves.toBe(true);
    } else {
      const error = await rejectionOf(result);
      expect(error.code).toBe(ErrorCode.FORBIDDEN);
      expect(error.message).toBe('Not authorized to perform this operation');
    }
  });

  it('a refusal on one operation does not spoil the cached caller for the next', async () => {
    const { guard, resolve } = setup(Role.ADMIN);
    const req = request();
    await rejectionOf(guard.canActivate(httpContext(Handlers, 'createCvAdmin', req)));
    await expect(guard.canActivate(httpContext(Handlers, 'me', req))).resolves.toBe(true);
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
