import { consoleRoutes } from "@clutch/contract";
import { requestsFor } from "../../../lib/endpoints";

/** The request of one of the console's endpoints (`consoleRoutes`, loaded with the console only). */
export const consoleRequest = requestsFor(consoleRoutes);
