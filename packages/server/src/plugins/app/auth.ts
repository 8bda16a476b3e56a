import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@club/shared/constants';
import {
  canAssignRoles,
  canEditRules,
  canManageUsers,
  canReadAudit,
} from '@club/shared/rules/permissions';
import { forbidden, unauthorized } from '../../errors';
import { createSessionLookup } from '../../modules/auth/session-lookup';
import { createTokenService, type TokenService } from '../../modules/auth/tokens';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  conflict_allowed: number;
  token_version: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: any logged-in user. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: superadmin and bestyrelse (SPEC.md section 6). */
    requireRulesEditor: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: admin, superadmin and bestyrelse. */
    requireUserManager: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: whoever may read some of the audit log (board and admins). */
    requireAuditReader: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: bestyrelse only. */
    requireRoleAssigner: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export default fp(
  async (app) => {
    app.decorate('tokens', createTokenService(app.config.jwtSecret, app.config.tokenTtlSeconds));
    app.decorateRequest('authUser', null);

    const findSessionUser = createSessionLookup(app.dbHandle);

    /** Resolves the bearer token to a current user: the token version and role must still hold. */
    async function authenticate(request: FastifyRequest): Promise<AuthUser> {
      if (request.authUser) return request.authUser;
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const verdict = await app.tokens.verify(token);
      if (!verdict.ok) {
        throw verdict.reason === 'expired'
          ? unauthorized('Your session has expired', 'errors.sessionExpired')
          : unauthorized('Invalid token', 'errors.invalidToken');
      }
      const user = await findSessionUser(verdict.claims.sub);
      if (
        !user ||
        user.active !== 1 ||
        user.token_version !== verdict.claims.tv ||
        user.role !== verdict.claims.role
      ) {
        throw unauthorized('Your session is no longer valid', 'errors.sessionRevoked');
      }
      request.authUser = { ...user, role: user.role as Role };
      return request.authUser;
    }

    function guard(check: (role: string) => boolean) {
      return async (request: FastifyRequest) => {
        const user = await authenticate(request);
        if (!check(user.role)) throw forbidden();
      };
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      await authenticate(request);
    });
    app.decorate('requireRulesEditor', guard(canEditRules));
    app.decorate('requireUserManager', guard(canManageUsers));
    app.decorate('requireRoleAssigner', guard(canAssignRoles));
    app.decorate('requireAuditReader', guard(canReadAudit));
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The logged-in user of a route guarded by one of the require* preHandlers. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
