import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCsv } from "../../lib/csv";
import { endpoint } from "../../lib/endpoint";
import type { ReportsService } from "./service";

/** The console's revenue report and its CSV. */
export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (app, { service }) => {
  app.route({
    ...endpoint(app, "adminRevenueReport"),
    handler: async (request) => ({ success: true as const, ...(await service.revenue(request.query)) }),
  });

  app.route({
    ...endpoint(app, "adminExportRevenueReport"),
    handler: async (request, reply) => {
      const { csv, filename } = await service.revenueCsv(app.audit.actorOf(request), request.query);
      return sendCsv(reply, filename, csv);
    },
  });
};
