import type { FastifyPluginAsync } from 'fastify';
import { attendanceEndpoints as endpoints, attendanceMessages as texts } from '@constelaciones/contract';
import { sendCsv } from '../../lib/csv';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { attendanceService } from './service';

/** Attendance in hours: the owner's settings and sheets (ADMIN), and each student's own modules. */
export const attendanceRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const attendance = attendanceService(deps);

  route(app, endpoints.settings, async () => ({ settings: await attendance.settings() }));
  route(app, endpoints.updateSettings, async (request) => ({
    settings: await attendance.updateSettings(request.user, request.body),
    msg: texts.settingsSaved,
  }));
  route(app, endpoints.sheet, async (request) => ({ sheet: await attendance.sheet(request.params.id) }));
  route(app, endpoints.save, async (request) => ({
    sheet: await attendance.save(request.user, request.params.id, request.body),
    msg: texts.saved,
  }));
  route(app, endpoints.override, async (request) => ({
    sheet: await attendance.override(request.user, request.params.id, request.body),
    msg: texts.overrideSaved,
  }));
  route(app, endpoints.csv, async (request, reply) =>
    sendCsv(reply, await attendance.csv(request.params.id)),
  );
  route(app, endpoints.mine, async (request) => ({ modules: await attendance.mine(request.user) }));
};
