import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Role } from '@club/shared/constants';
import {
  canAssignRoles,
  canEditRules,
  canManageSignups,
  canManageUsers,
  canPlanEvents,
  canReadAudit,
  hasStaffRole,
} from '@club/shared/rules/permissions';
import { ACT_AS_HEADER } from '@club/shared/contract/household-constants';
import { badRequest, forbidden, unauthorized } from '../../errors';
import { noteActingFor, withActingScope } from '../../modules/audit/acting-for';
import { notYourPerson } from '../../modules/household/household.service';
import type { SessionUserRow } from '../../modules/auth/session-lookup';
import type { TokenClaims, TokenService } from '../../modules/auth/tokens';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  conflict_allowed: number;
  token_version: number;
}

/** An onRequest hook in callback form: a request whose session is kept passes without a promise. */
type Guard = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest: any logged-in user. */
    requireUser: Guard;
    /** onRequest: superadmin and bestyrelse (SPEC.md section 6). */
    requireRulesEditor: Guard;
    /** onRequest: admin, superadmin and bestyrelse. */
    requireUserManager: Guard;
    /** onRequest: whoever may read some of the audit log (board and admins). */
    requireAuditReader: Guard;
    /** onRequest: bestyrelse only. */
    requireRoleAssigner: Guard;
    /** onRequest: whoever plans events (the board). */
    requireEventPlanner: Guard;
    /** onRequest: whoever runs sign-ups, payment, check-in and settling (staff). */
    requireSignupManager: Guard;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
    /**
     * The logged-in guardian while they act as a person of their household (X-Act-As):
     * `authUser` is then that person, and every rule applies as for them.
     */
    actingGuardian: AuthUser | null;
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
    app.decorate('tokens', app.services.tokens);
    app.decorateRequest('authUser', null);
    app.decorateRequest('actingGuardian', null);
    // A request acting as someone keeps who acts for whom apart from every other's, for
    // the audit rows. Only those open a scope: the rest of the traffic stays off the
    // context tracking it costs.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.headers[ACT_AS_HEADER] === undefined) return done();
      withActingScope(done);
    });
    const household = app.services.household;

    const findSessionUser = app.services.sessions;

    /** The user, if the token version and role the token carries still hold. */
    function admit(
      request: FastifyRequest,
      claims: TokenClaims,
      user: SessionUserRow | undefined,
    ): AuthUser {
      if (
        !user ||
        user.active !== 1 ||
        user.token_version !== claims.tv ||
        user.role !== claims.role
      ) {
        throw unauthorized('Your session is no longer valid', 'errors.sessionRevoked');
      }
      request.authUser = { ...user, role: user.role as Role };
      return request.authUser;
    }

    /**
     * Resolves the bearer token to a current user. Without a promise when the token was
     * verified before and the user's row is kept, as on a member's every read after the
     * first: most requests are those, and each promise is a turn of the event loop.
     */
    function authenticate(request: FastifyRequest): AuthUser | Promise<AuthUser> {
      if (request.authUser) return request.authUser;
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const verdict = app.tokens.verify(token);
      if (!verdict.ok) {
        throw verdict.reason === 'expired'
          ? unauthorized('Your session has expired', 'errors.sessionExpired')
          : unauthorized('Invalid token', 'errors.invalidToken');
      }
      const { claims } = verdict;
      // A staff session is checked against the database on every request (one read by
      // primary key): a demotion or deactivation committed on another server holds here at
      // once, not only when its change notice arrives (decision 016). Members, who can
      // reach only their own data, keep the cached row.
      if (hasStaffRole(claims.role)) {
        const row = findSessionUser.current(claims.sub);
        if (row instanceof Promise) return row.then((found) => admit(request, claims, found));
        return admit(request, claims, row);
      }
      const kept = findSessionUser.kept(claims.sub);
      if (kept) return admit(request, claims, kept.row);
      return findSessionUser(claims.sub).then((row) => admit(request, claims, row));
    }

    /** The person named by X-Act-As, or null without the header. */
    function actAsTarget(request: FastifyRequest): number | null {
      const header = request.headers[ACT_AS_HEADER];
      if (header === undefined) return null;
      const value = Array.isArray(header) ? header[0] : header;
      if (
        value === undefined ||
        !/^[1-9][0-9]{0,9}$/.test(value) ||
        Number(value) > 2_147_483_647
      ) {
        throw badRequest('X-Act-As names a person by their id', [
          { field: ACT_AS_HEADER, message: 'A positive whole number' },
        ]);
      }
      return Number(value);
    }

    /**
     * A guardian acting as a person of their household: the request goes on as that person
     * (their role, their data), the guardian kept beside. Anyone else is refused.
     */
    async function actAs(request: FastifyRequest, guardian: AuthUser, personId: number) {
      if (!(await household.mayActAs(guardian.id, personId))) throw notYourPerson();
      const row = await findSessionUser.current(personId);
      if (!row || row.active !== 1) throw notYourPerson();
      request.actingGuardian = guardian;
      request.authUser = { ...row, role: row.role as Role };
      noteActingFor({ guardianId: guardian.id, personId });
      return request.authUser;
    }

    function authenticateActing(request: FastifyRequest): AuthUser | Promise<AuthUser> {
      if (request.actingGuardian) return authenticate(request);
      const personId = actAsTarget(request);
      const outcome = authenticate(request);
      if (personId === null) return outcome;
      return Promise.resolve(outcome).then((guardian) => actAs(request, guardian, personId));
    }

    function guard(check: ((role: string) => boolean) | null): Guard {
      const allowed = (user: AuthUser) => (check && !check(user.role) ? forbidden() : undefined);
      return (request, _reply, done) => {
        let outcome: AuthUser | Promise<AuthUser>;
        try {
          outcome = authenticateActing(request);
        } catch (error) {
          done(error as Error);
          return;
        }
        if (outcome instanceof Promise) {
          outcome.then((user) => done(allowed(user)), done);
          return;
        }
        done(allowed(outcome));
      };
    }

    app.decorate('requireUser', guard(null));
    app.decorate('requireRulesEditor', guard(canEditRules));
    app.decorate('requireUserManager', guard(canManageUsers));
    app.decorate('requireRoleAssigner', guard(canAssignRoles));
    app.decorate('requireAuditReader', guard(canReadAudit));
    app.decorate('requireEventPlanner', guard(canPlanEvents));
    app.decorate('requireSignupManager', guard(canManageSignups));
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The logged-in user of a route guarded by one of the require* preHandlers. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
