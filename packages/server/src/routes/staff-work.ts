import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffWorkSchema } from '@club/shared/contract/staff-work';
import { currentUser } from '../plugins/app/auth';

/** The organizers' work list: counts and where to go. */
const staffWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffWork = app.services.staffWork;
  app.get(
    '/staff/work',
    {
      onRequest: app.requireUserManager,
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        response: { 200: StaffWorkSchema },
      },
    },
    async (request) => staffWork.work(currentUser(request)),
  );
};

export default staffWorkRoutes;
