import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CharacterParamsSchema,
  InventorySchema,
  ItemCodeParamsSchema,
  ItemLookupSchema,
  ItemsQuerySchema,
  ItemsResponseSchema,
  LedgerEntrySchema,
  LedgerQuerySchema,
  LedgerResponseSchema,
  RecipientsQuerySchema,
  RecipientsResponseSchema,
  TransferCreateSchema,
  TransferResponseSchema,
} from '@club/shared/contract/inventory';
import { ItemUseSchema } from '@club/shared/contract/crafting';
import { currentUser } from '../plugins/app/auth';

const tags = ['inventory'];
const security = [{ bearerAuth: [] }];

/**
 * What characters carry: a character's inventory, transfers (staff's and players' gifts),
 * the ledger, unique pieces and their cards, and whom a player can give to. The service
 * decides who may do what (contract/inventory.ts).
 */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inventory = app.services.inventory;

  app.get(
    '/characters/:id/inventory',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: CharacterParamsSchema, response: { 200: InventorySchema } },
    },
    async (request) => inventory.inventory(currentUser(request), request.params.id),
  );

  app.post(
    '/item-transfers',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: TransferCreateSchema,
        response: { 201: TransferResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inventory.transfer(currentUser(request), request.body)),
  );

  app.get(
    '/item-transfers',
    {
      onRequest: app.requireUserManager,
      schema: {
        tags,
        security,
        querystring: LedgerQuerySchema,
        response: { 200: LedgerResponseSchema },
      },
    },
    async (request) => inventory.ledgerPage(currentUser(request), request.query),
  );

  app.get(
    '/items',
    {
      onRequest: app.requireUserManager,
      schema: {
        tags,
        security,
        querystring: ItemsQuerySchema,
        response: { 200: ItemsResponseSchema },
      },
    },
    async (request) => inventory.pieces(currentUser(request), request.query.item_type_id),
  );

  app.get(
    '/items/:code',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: ItemCodeParamsSchema,
        response: { 200: ItemLookupSchema },
      },
    },
    async (request) => inventory.lookup(currentUser(request), request.params.code),
  );

  app.post(
    '/items/:code/use',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: ItemCodeParamsSchema,
        body: ItemUseSchema,
        response: { 200: LedgerEntrySchema },
      },
    },
    async (request) =>
      inventory.useItem(currentUser(request), request.params.code, request.body.reason),
  );

  app.get(
    '/item-recipients',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        querystring: RecipientsQuerySchema,
        response: { 200: RecipientsResponseSchema },
      },
    },
    async (request) => inventory.recipients(currentUser(request), request.query.q),
  );
};

export default inventoryRoutes;
