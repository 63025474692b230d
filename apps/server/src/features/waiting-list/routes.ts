import type { FastifyPluginAsync } from 'fastify';
import { placesMessages, waitingListEndpoints } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { OFFER_PLACES, type PlaceItem } from '../capacity';
import { turnOf, waitingListService } from './service';

/** Waiting lists: the student's and the owner's routes, and the job that offers freed places. */
export const waitingListRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const lists = waitingListService(deps);
  deps.jobs.handle(OFFER_PLACES, (row) => lists.offerPlaces(row.payload as PlaceItem, turnOf(row)));

  route(app, waitingListEndpoints.mine, async (request) => ({ entries: await lists.mine(request.user) }));
  route(app, waitingListEndpoints.join, async (request) => ({
    entry: await lists.join(request.user, request.body),
    msg: placesMessages.joined,
  }));
  route(app, waitingListEndpoints.leave, async (request) => {
    await lists.leave(request.user, request.params.id);
    return { msg: placesMessages.leftList };
  });
  route(app, waitingListEndpoints.adminList, (request) => lists.list(request.query));
  route(app, waitingListEndpoints.adminRemove, async (request) => {
    await lists.remove(request.user, request.params.id);
    return { msg: placesMessages.removed };
  });
  route(app, waitingListEndpoints.adminOffer, async (request) => {
    await lists.offerByHand(request.user, request.params.id);
    return { msg: placesMessages.offered };
  });
};
