import { workspaceRoutes } from "@clutch/contract";
import { requestsFor } from "../../../lib/endpoints";

/** The request of one of the workspace's endpoints (`workspaceRoutes`, loaded with the workspace only). */
export const workspaceRequest = requestsFor(workspaceRoutes);
